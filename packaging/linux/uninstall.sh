#!/bin/sh
# Removes what install.sh placed for the current user:
#     ./uninstall.sh            (from the unpacked archive, or ~/.local/share/gameshelf/uninstall.sh)
#     ./uninstall.sh --purge    also deletes your Gameshelf settings and saved games
# Without --purge, settings (~/.config/Gameshelf) and saves (~/.local/share/Gameshelf) are kept, so a
# later install finds them again. The QML cache (~/.cache/Gameshelf) is always removed.
set -eu

PURGE=0
for arg in "$@"; do
    case "$arg" in
        --purge) PURGE=1 ;;
        -h|--help) sed -n '2,6p' "$0"; exit 0 ;;
        *) echo "uninstall.sh: unknown option $arg" >&2; exit 2 ;;
    esac
done

DATA_HOME=${XDG_DATA_HOME:-"$HOME/.local/share"}
CONFIG_HOME=${XDG_CONFIG_HOME:-"$HOME/.config"}
CACHE_HOME=${XDG_CACHE_HOME:-"$HOME/.cache"}
BIN_DIR=${GAMESHELF_BIN_DIR:-"$HOME/.local/bin"}
APP_DIR="$DATA_HOME/gameshelf"
DESKTOP_DIR="$DATA_HOME/applications"
ICON_DIR="$DATA_HOME/icons/hicolor"
SIZES="16 24 32 48 64 128 256 512"

echo "Removing Gameshelf from $APP_DIR"

# the launcher, only if it is our link
LINK="$BIN_DIR/gameshelf"
if [ -L "$LINK" ]; then
    case "$(readlink "$LINK")" in
        "$APP_DIR"/*) rm -f "$LINK" ;;
        *) echo "uninstall.sh: $LINK points elsewhere; left alone." >&2 ;;
    esac
fi

rm -f "$DESKTOP_DIR/gameshelf.desktop"
for size in $SIZES; do
    rm -f "$ICON_DIR/${size}x${size}/apps/gameshelf.png"
    rmdir "$ICON_DIR/${size}x${size}/apps" "$ICON_DIR/${size}x${size}" 2>/dev/null || true
done
rm -f "$ICON_DIR/scalable/apps/gameshelf.svg" "$ICON_DIR/scalable/mimetypes/application-x-gameshelf-save.svg"
rmdir "$ICON_DIR/scalable/apps" "$ICON_DIR/scalable/mimetypes" "$ICON_DIR/scalable" 2>/dev/null || true
rm -f "$DATA_HOME/mime/packages/gameshelf.xml"
if rmdir "$DATA_HOME/mime/packages" 2>/dev/null; then
    rm -rf "$DATA_HOME/mime"  # no definitions left: the rest is the database generated from ours
elif command -v update-mime-database >/dev/null 2>&1; then
    update-mime-database "$DATA_HOME/mime" >/dev/null 2>&1 || true
fi

rm -rf "$APP_DIR" "$APP_DIR.new"
rm -rf "$CACHE_HOME/Gameshelf"
if [ "$PURGE" = 1 ]; then
    rm -rf "$CONFIG_HOME/Gameshelf" "$DATA_HOME/Gameshelf"
    echo "Settings and saved games deleted."
fi

if command -v update-desktop-database >/dev/null 2>&1 && [ -d "$DESKTOP_DIR" ]; then
    update-desktop-database -q "$DESKTOP_DIR" 2>/dev/null || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$ICON_DIR/icon-theme.cache" ]; then
    gtk-update-icon-cache -q -f -t "$ICON_DIR" 2>/dev/null || true
fi
echo "Gameshelf is uninstalled."
