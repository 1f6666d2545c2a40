"""Maps the top-level data folders into the package; everything else is in pyproject.toml.

pyproject.toml cannot both discover packages and map extra folders into them, so this
small file does the mapping: ``card_data/`` installs as ``tabletop/card_data`` and
``resources/`` as ``tabletop/resources``.
"""

from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["tabletop", "tabletop.*"]) + ["tabletop.card_data", "tabletop.resources"],
    package_dir={"tabletop.card_data": "card_data", "tabletop.resources": "resources"},
    package_data={"tabletop.card_data": ["**/*"], "tabletop.resources": ["**/*"]},
    include_package_data=False,
)
