"""Build the downloadable Tabletop bundle for the OS this runs on.

    python packaging/build.py            # bundle + archive in dist/
    python packaging/build.py --no-archive

Run it from a virtual environment holding PySide6-Essentials (never the full PySide6, which
drags in 400 MB of WebEngine) and the build extra: ``pip install ".[build]"``. Icons are
generated here from ``resources/icons/tabletop.svg`` and a free font is copied in, so no
binary that can be generated is committed.

Artifacts (in ``dist/``): Linux ``tabletop-<version>-linux-<arch>.tar.gz``; Windows
``tabletop-<version>-windows-<arch>.zip`` plus ``packaging/windows/tabletop.iss`` for Inno
Setup; macOS ``Tabletop.app`` inside ``tabletop-<version>-macos-<arch>.dmg`` (hdiutil).
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
WORK = ROOT / "build" / "packaging"
DIST = ROOT / "dist"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
FONT_DIRS = (
    Path("/usr/share/fonts/truetype/dejavu"),       # Debian/Ubuntu fonts-dejavu-core
    Path("/usr/share/fonts/dejavu"),                 # Fedora
    Path("/usr/share/fonts/TTF"),                    # Arch
    Path("/Library/Fonts"),
    Path(os.environ.get("WINDIR", "C:/Windows")) / "Fonts",
)
FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")


def version() -> str:
    with open(ROOT / "pyproject.toml", "rb") as handle:
        return tomllib.load(handle)["project"]["version"]


def arch() -> str:
    machine = platform.machine().lower()
    return {"amd64": "x86_64", "arm64": "arm64", "aarch64": "aarch64"}.get(machine, machine)


def make_icons(out: Path) -> dict[str, Path]:
    """Render the SVG to PNGs with Qt, then pack .ico and .icns with Pillow."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PIL import Image
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([])
    svg = ROOT / "resources" / "icons" / "tabletop.svg"
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"cannot read the icon {svg}")
    out.mkdir(parents=True, exist_ok=True)
    pngs = {}
    for size in ICON_SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        path = out / f"tabletop-{size}.png"
        image.save(str(path))
        pngs[size] = path
    del app
    big = Image.open(pngs[1024])
    big.save(out / "tabletop.ico", sizes=[(s, s) for s in (16, 24, 32, 48, 64, 128, 256)])
    big.save(out / "tabletop.icns")
    return {"png": pngs[256], "ico": out / "tabletop.ico", "icns": out / "tabletop.icns", "dir": out}


def copy_fonts(out: Path, required: bool) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    found = []
    for name in FONT_FILES:
        for folder in FONT_DIRS:
            if (folder / name).is_file():
                found.append(Path(shutil.copy2(folder / name, out / name)))
                break
    if required and not found:
        raise SystemExit("no DejaVu font found to bundle; on Debian/Ubuntu: apt-get install fonts-dejavu-core")
    return found


def windows_version_file(out: Path, ver: str) -> Path:
    parts = [int(p) for p in ver.split(".")[:3]] + [0]
    parts = (parts + [0, 0, 0, 0])[:4]
    text = (PACKAGING / "windows" / "version_info.txt.in").read_text(encoding="utf-8")
    text = text.replace("@TUPLE@", ", ".join(map(str, parts))).replace("@VERSION@", ver)
    path = out / "version_info.txt"
    path.write_text(text, encoding="utf-8")
    return path


def run_pyinstaller(env: dict[str, str]) -> Path:
    subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
         "--distpath", str(DIST), "--workpath", str(WORK / "pyinstaller"), str(PACKAGING / "tabletop.spec")],
        check=True, env=env, cwd=ROOT,
    )
    if sys.platform == "darwin":
        return DIST / "Tabletop.app"
    return DIST / "tabletop"


def archive(bundle: Path, ver: str) -> Path:
    if sys.platform.startswith("linux"):
        for name in ("tabletop.desktop", "io.github.tabletop.Tabletop.metainfo.xml"):
            shutil.copy2(PACKAGING / "linux" / name, bundle / name)
        shutil.copy2(WORK / "icons" / "tabletop-256.png", bundle / "tabletop.png")
        target = DIST / f"tabletop-{ver}-linux-{arch()}.tar.gz"
        with tarfile.open(target, "w:gz", compresslevel=6) as tar:
            tar.add(bundle, arcname=f"tabletop-{ver}")
        return target
    if sys.platform == "win32":
        target = DIST / f"tabletop-{ver}-windows-{arch()}.zip"
        with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as zf:
            for path in bundle.rglob("*"):
                zf.write(path, Path(f"tabletop-{ver}") / path.relative_to(bundle))
        return target
    if sys.platform == "darwin":
        target = DIST / f"tabletop-{ver}-macos-{arch()}.dmg"
        target.unlink(missing_ok=True)
        subprocess.run(["hdiutil", "create", "-volname", "Tabletop", "-srcfolder", str(bundle),
                        "-ov", "-format", "UDZO", str(target)], check=True)
        return target
    raise SystemExit(f"no archive format for {sys.platform}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-archive", action="store_true", help="build the bundle folder only")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    ver = version()
    shutil.rmtree(WORK, ignore_errors=True)
    icons = make_icons(WORK / "icons")
    copy_fonts(WORK / "fonts", required=sys.platform.startswith("linux"))
    env = dict(os.environ, TABLETOP_BUILD_DIR=str(WORK), TABLETOP_VERSION=ver)
    if sys.platform == "win32":
        env["TABLETOP_VERSION_FILE"] = str(windows_version_file(WORK, ver))
    env["TABLETOP_ICON"] = str(icons["ico"] if sys.platform == "win32" else icons["icns"]
                               if sys.platform == "darwin" else icons["png"])
    bundle = run_pyinstaller(env)
    print(f"bundle: {bundle}")
    if not args.no_archive:
        print(f"artifact: {archive(bundle, ver)}")
    print(f"built in {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
