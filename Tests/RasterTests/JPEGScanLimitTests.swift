import Testing
@testable import Raster

/// The scan limit that keeps a crafted progressive JPEG from taking minutes to decode.
@Suite struct JPEGScanLimitTests {
    /// `progressive` with its last scan (the final AC refinement, SOS header and entropy data) appended
    /// `extra` more times before EOI: a many-scan file libjpeg-turbo would still decode, scan by scan.
    static func withRepeatedLastScan(_ extra: Int) throws -> [UInt8] {
        let bytes = JPEGFixtures.progressive
        let sosPositions = bytes.indices.dropLast().filter { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xDA }
        let lastScan = try #require(sosPositions.last)
        #expect(Array(bytes.suffix(2)) == [0xFF, 0xD9])
        let scan = bytes[lastScan..<(bytes.count - 2)]
        return Array(bytes.dropLast(2)) + Array(repeating: Array(scan), count: extra).flatMap { $0 } + [0xFF, 0xD9]
    }

    @Test func countsTheScansOfRealFiles() {
        #expect(JPEGScanCounter.count(JPEGFixtures.plain) == 1)
        #expect(JPEGScanCounter.count(JPEGFixtures.rotated6) == 1)
        // libjpeg's default progressive script for YCbCr has 10 scans.
        #expect(JPEGScanCounter.count(JPEGFixtures.progressive) == 10)
    }

    @Test func aProgressiveFileDecodes() throws {
        let image = try RasterImage.decode(JPEGFixtures.progressive, name: "progressive.jpg")
        #expect(image.width == 64 && image.height == 64)
        // Pixel (x, y) was (4x, 4y, 128): check one away from block edges, within JPEG's error.
        let offset = (20 * 64 + 40) * 4
        #expect(abs(Int(image.pixels[offset]) - 160) <= 12)
        #expect(abs(Int(image.pixels[offset + 1]) - 80) <= 12)
        #expect(abs(Int(image.pixels[offset + 2]) - 128) <= 12)
    }

    @Test func aFileAtTheLimitReachesTheDecoder() throws {
        let atLimit = try Self.withRepeatedLastScan(JPEGScanCounter.maximumScans - 10)
        #expect(JPEGScanCounter.count(atLimit) == JPEGScanCounter.maximumScans)
        // Not refused for its scans: libjpeg-turbo itself reads them and objects to the repeated refinement.
        do {
            _ = try RasterImage.decode(atLimit, name: "limit.jpg")
            Issue.record("a repeated refinement scan decoded without complaint")
        } catch {
            guard case .corrupt(_, let reason) = error else {
                Issue.record("expected libjpeg-turbo's own error, got \(error)")
                return
            }
            #expect(reason.contains("progression"))
        }
    }

    @Test func oneScanMoreIsRefusedWithALine() throws {
        let over = try Self.withRepeatedLastScan(JPEGScanCounter.maximumScans - 9)
        #expect(throws: ImageDecodeError.tooManyScans(name: "many.jpg")) { try RasterImage.decode(over, name: "many.jpg") }
        let message = ImageDecodeError.tooManyScans(name: "many.jpg").description
        #expect(message.hasPrefix("many.jpg: JPEG has more than \(JPEGScanCounter.maximumScans) scans") && !message.contains("\n"))
    }

    @Test func countingStopsPastTheLimit() throws {
        let thousand = try Self.withRepeatedLastScan(990)
        #expect(JPEGScanCounter.count(thousand, limit: 1000) == 1000)
        #expect(JPEGScanCounter.count(thousand) == JPEGScanCounter.maximumScans + 1)
    }

    @Test func stuffedBytesAndRestartMarkersDoNotEndAScan() {
        // SOI, SOS (length 8: 1 component), entropy data holding FF 00 and FF D3, then a second SOS, EOI.
        let sos: [UInt8] = [0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3F, 0x00]
        let data: [UInt8] = [0x12, 0xFF, 0x00, 0x34, 0xFF, 0xD3, 0x56, 0xFF, 0xDA]
        let bytes: [UInt8] = [0xFF, 0xD8] + sos + data + [0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3F, 0x00, 0x77, 0xFF, 0xD9]
        #expect(JPEGScanCounter.count(bytes) == 2)
        // Truncated anywhere: still a count, never a crash.
        for length in 0...bytes.count { _ = JPEGScanCounter.count(Array(bytes.prefix(length))) }
    }
}
