// The shared vocabulary (Point, Size, Rect, EdgeInsets, Color, FontWeight, TextAlignment, ContentMode) is part of
// Layout's API, so code that imports Layout sees it without importing StretchTypes too.
@_exported import StretchTypes
