"""Compares two images tolerantly and prints the result as JSON.

Both are flattened on white and blurred slightly, so glyphs moved by a fraction of a pixel (a font
or hinting change) barely count, then compared cell by cell: a cell's difference is the mean
absolute difference of its pixels, 0 to 255. A missing word or field changes whole cells.

Usage: imagediff.py EXPECTED ACTUAL [CELL]
Output: {"sameSize": true, "maxCellDifference": 3.2, "cellsOver": 0, "threshold": 24}
"""
import json
import sys

from PIL import Image, ImageChops, ImageFilter, ImageStat

THRESHOLD = 24


def flatten(path):
    image = Image.open(path).convert("RGBA")
    flat = Image.new("RGB", image.size, (255, 255, 255))
    flat.paste(image, mask=image.split()[3])
    return flat.filter(ImageFilter.GaussianBlur(1.5))


expected, actual = flatten(sys.argv[1]), flatten(sys.argv[2])
cell = int(sys.argv[3]) if len(sys.argv) > 3 else 16
if expected.size != actual.size:
    print(json.dumps({"sameSize": False, "expectedSize": expected.size, "actualSize": actual.size}))
    sys.exit(0)
difference = ImageChops.difference(expected, actual).convert("L")
width, height = difference.size
worst, over = 0.0, 0
for top in range(0, height, cell):
    for left in range(0, width, cell):
        mean = ImageStat.Stat(difference.crop((left, top, min(left + cell, width), min(top + cell, height)))).mean[0]
        worst = max(worst, mean)
        over += mean > THRESHOLD
print(json.dumps({"sameSize": True, "maxCellDifference": round(worst, 2), "cellsOver": over, "threshold": THRESHOLD}))
