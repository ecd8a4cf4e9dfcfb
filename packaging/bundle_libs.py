"""Which shared libraries a Linux bundle carries and which it leaves to the user's system.

Shared by gameshelf.spec (what to drop from the collected binaries) and build.py (the check that
every library a bundled file links to is either in the bundle or one of these system libraries).
"""
from __future__ import annotations

import re
import struct

# System libraries left to the OS, as the PySide6 wheel itself does: the C++ runtime (an old bundled
# libstdc++ breaks the system's Mesa GL drivers), GL/EGL, the font stack (fontconfig must match the
# system's config files), GLib, D-Bus and Kerberos (desktop session plumbing, with their own
# dependencies), the core X11/xcb and Wayland client libraries, and the PulseAudio client (Qt
# Multimedia links it: it must match the machine's sound server, and a machine without it has no
# sound server to play to; the app then plays silently). Libraries that minimal installs may lack
# stay bundled: the xcb-util family and xkbcommon for Qt's xcb plugin, zstd/brotli for
# QtCore/QtNetwork, and what the Python interpreter links (libffi, OpenSSL, zlib, bz2, lzma).
SYSTEM_LIB_DROP = re.compile(
    r"^lib(stdc\+\+|gcc_s|fontconfig|freetype|harfbuzz|graphite2|png16|glib-2\.0|gobject-2\.0|gio-2\.0"
    r"|gmodule-2\.0|gthread-2\.0|dbus-1|systemd|selinux|mount|blkid|pcre2-8|gcrypt|gpg-error|lz4|cap"
    r"|gssapi_krb5|krb5|krb5support|k5crypto|com_err|keyutils|bsd|md|X11|X11-xcb|xcb|Xau|Xdmcp|Xext"
    r"|Xrender|Xrandr|wayland-\w+|EGL|GL|GLX|OpenGL|GLdispatch|drm|gbm"
    r"|pulse|pulse-simple|pulse-mainloop-glib|pulsecommon-[\d.]+"
    r")\.so(\.[\d.]+)?$"
)
# The C library itself (PyInstaller never collects it).
GLIBC = re.compile(r"^(ld-linux[\w-]*\.so\.\d|lib(c|m|dl|pthread|rt|util|resolv|anl|mvec)\.so\.\d+)$")


def left_to_the_system(name: str) -> bool:
    return bool(SYSTEM_LIB_DROP.match(name) or GLIBC.match(name))


def elf_needed(path: str) -> list[str]:
    """DT_NEEDED names of an ELF file (its direct link-time dependencies), read with the struct module."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:4] != b"\x7fELF":
        return []
    is64, endian = data[4] == 2, "<" if data[5] == 1 else ">"
    if is64:
        shoff, = struct.unpack_from(endian + "Q", data, 0x28)
        shentsize, shnum = struct.unpack_from(endian + "HH", data, 0x3A)
    else:
        shoff, = struct.unpack_from(endian + "I", data, 0x20)
        shentsize, shnum = struct.unpack_from(endian + "HH", data, 0x2E)
    sections = []
    for i in range(shnum):
        off = shoff + i * shentsize
        if is64:
            _name, stype, _flags, _addr, offset, size, link = struct.unpack_from(endian + "IIQQQQI", data, off)
        else:
            _name, stype, _flags, _addr, offset, size, link = struct.unpack_from(endian + "IIIIIII", data, off)
        sections.append((stype, offset, size, link))
    names = []
    for stype, offset, size, link in sections:
        if stype != 6:  # SHT_DYNAMIC
            continue
        str_off = sections[link][1]
        entry = struct.Struct(endian + ("qQ" if is64 else "iI"))
        for pos in range(offset, offset + size, entry.size):
            tag, val = entry.unpack_from(data, pos)
            if tag == 0:
                break
            if tag == 1:  # DT_NEEDED
                end = data.index(b"\0", str_off + val)
                names.append(data[str_off + val:end].decode())
    return names
