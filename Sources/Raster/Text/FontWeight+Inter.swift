extension FontWeight {
    /// The file name of this weight in Debian's `fonts-inter` package (`Inter-Regular.otf`, ...), the default
    /// typeface that iOS-looking screens use. The library never opens it: the executable reads the file and
    /// hands the bytes to `FontFace`.
    package var interFileName: String {
        switch self {
        case .regular: return "Inter-Regular.otf"
        case .medium: return "Inter-Medium.otf"
        case .semibold: return "Inter-SemiBold.otf"
        case .bold: return "Inter-Bold.otf"
        }
    }

    /// The folder where Debian's `fonts-inter` installs the OpenType files (a path string only, no I/O here).
    package static let interDirectory = "/usr/share/fonts/opentype/inter/"
}
