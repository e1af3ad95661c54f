// The shared vocabulary (Point, Size, Rect, EdgeInsets, Color, FontWeight, TextAlignment, ContentMode) is part of
// Raster's API, so code that imports Raster sees it without importing StretchTypes too.
@_exported import StretchTypes
