import Testing
@testable import Raster

@Suite struct TextFontFamilyTests {
    @Test func exactWeightWinsAndMissingWeightsFallBackToNearest() throws {
        let regular = try TextFixtures.inter(.regular)
        let bold = try TextFixtures.inter(.bold)
        let family = FontFamily(faces: [.regular: regular, .bold: bold])
        #expect(family.face(for: .regular) === regular)
        #expect(family.face(for: .bold) === bold)
        // medium is one step from regular and two from bold; semibold is one step from bold.
        #expect(family.face(for: .medium) === regular)
        #expect(family.face(for: .semibold) === bold)
        #expect(FontFamily(faces: [:]).face(for: .regular) == nil)
    }

    @Test func heavierWeightsSetWiderText() throws {
        // Inter's bold glyphs are wider than its regular ones, so the same string measures wider.
        let attributes = TextAttributes(size: 17)
        let regular = TextLayout(
            string: "Stretchy Header", face: try TextFixtures.inter(.regular), attributes: attributes,
            maxWidth: nil, scale: 1)
        let bold = TextLayout(
            string: "Stretchy Header", face: try TextFixtures.inter(.bold), attributes: attributes,
            maxWidth: nil, scale: 1)
        #expect(bold.measuredSize.width > regular.measuredSize.width)
    }
}
