"""Decode an uploaded photo safely: limits on bytes and pixels, clear errors for non-images."""

from __future__ import annotations

import io
import re

import cv2
import numpy as np
from numpy.typing import NDArray

MAX_BYTES = 25 * 1024 * 1024
MAX_PIXELS = 50_000_000


class ImageError(ValueError):
    """The input is not a photo we can read; `code` is the reason code, `facts` its details."""

    def __init__(self, code: str, message: str, **facts: int | str) -> None:
        super().__init__(message)
        self.code = code
        self.facts = facts


def decode(data: bytes) -> NDArray[np.uint8]:
    """The photo as a BGR array; raises `ImageError` for empty, huge or unreadable input."""
    if len(data) == 0:
        raise ImageError("scan_not_image", "the file is empty")
    if len(data) > MAX_BYTES:
        raise ImageError(
            "scan_too_large",
            f"the file has {len(data)} bytes, at most {MAX_BYTES} are accepted",
            size_mb=round(len(data) / 1024 / 1024),
            limit_mb=MAX_BYTES // 1024 // 1024,
        )
    width, height = _dimensions(data)
    if width * height > MAX_PIXELS:
        raise _too_many_pixels(width * height, f"{width}×{height}")
    image = cv2.imdecode(np.frombuffer(data, np.uint8), cv2.IMREAD_COLOR)
    if image is None:
        image = _decode_with_pillow(data)
    if image is None or image.ndim != 3 or min(image.shape[:2]) < 32:
        raise ImageError("scan_not_image", "the file is not a photo that can be read")
    return np.ascontiguousarray(image, np.uint8)


def _too_many_pixels(pixels: int, size: str) -> ImageError:
    """The refusal naming the photo's real size and the limit, in megapixels."""
    return ImageError(
        "scan_too_many_pixels",
        f"the photo has {size} pixels, at most {MAX_PIXELS} are accepted",
        megapixels=round(pixels / 1_000_000),
        limit=MAX_PIXELS // 1_000_000,
    )


def _dimensions(data: bytes) -> tuple[int, int]:
    """Width and height from the header only (Pillow opens lazily), before any pixel is decoded."""
    from PIL import Image, UnidentifiedImageError

    _register_heif()
    try:
        with Image.open(io.BytesIO(data)) as image:
            return image.size
    except Image.DecompressionBombError as error:  # Pillow names the pixels, not the sides
        said = re.search(r"\((\d+) pixels\)", str(error))
        pixels = int(said[1]) if said else 2 * (Image.MAX_IMAGE_PIXELS or MAX_PIXELS)
        raise _too_many_pixels(pixels, f"{pixels}") from error
    except (UnidentifiedImageError, OSError, ValueError, SyntaxError) as error:
        raise ImageError("scan_not_image", "the file is not an image") from error


def _decode_with_pillow(data: bytes) -> NDArray[np.uint8] | None:
    """Formats OpenCV cannot read (HEIC when pillow-heif is installed)."""
    from PIL import Image, ImageOps

    try:
        with Image.open(io.BytesIO(data)) as image:
            rgb = ImageOps.exif_transpose(image).convert("RGB")
    except (OSError, ValueError, SyntaxError):  # Pillow says "broken PNG" with a SyntaxError
        return None
    return np.ascontiguousarray(np.asarray(rgb, np.uint8)[:, :, ::-1])


def _register_heif() -> None:
    try:
        from pillow_heif import register_heif_opener
    except ImportError:
        return
    register_heif_opener()
