"""Decodes every barcode in an image with zxing-cpp and prints them as JSON.

Usage: decode.py IMAGE
Output: [{"format": "QRCode", "bytes": "<hex>", "text": "..."}]
"""
import json
import sys

import zxingcpp
from PIL import Image

image = Image.open(sys.argv[1]).convert("RGBA")
# Transparent corners of a pass become white, as on a screen.
flat = Image.new("RGB", image.size, (255, 255, 255))
flat.paste(image, mask=image.split()[3])
results = zxingcpp.read_barcodes(flat)
print(json.dumps([{"format": str(r.format), "bytes": bytes(r.bytes).hex(), "text": r.text} for r in results]))
