"""Package list for the folder -> gameshelf.* mapping declared in pyproject.toml.

setuptools' automatic discovery does not follow package-dir, so the packages
under each top-level folder are listed here, prefixed with the namespace.
"""
from setuptools import find_packages, setup

TOP = ("core", "desktop", "assets", "i18n")
packages = ["gameshelf"] + [
    f"gameshelf.{name}" for name in find_packages(include=[f"{t}*" for t in TOP])
]
setup(packages=packages)
