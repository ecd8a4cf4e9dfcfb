"""The Qt model layer: QObjects and list models that QML binds to.

Every type registers under the single QML import name below (anchors C: one
import name avoids duplicate registrations).
"""
QML_IMPORT_NAME = "Gameshelf"
QML_IMPORT_MAJOR_VERSION = 1
