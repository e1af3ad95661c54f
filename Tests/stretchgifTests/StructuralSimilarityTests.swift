import Foundation
import TestTools
import Testing
@testable import StretchGIFKit

/// SSIM as numpy computes it, written from the paper's definition independently of `StructuralSimilarity`: a 2-D
/// 11 x 11 Gaussian window (sigma 1.5) applied as 121 shifted sums over the valid positions, C1 = (0.01 * 255)^2,
/// C2 = (0.03 * 255)^2, BT.601 luma, and a bilinear resize with pixel centres aligned and clamped edges.
let pythonSSIM = """
    import numpy as np
    from PIL import Image
    def luma(image):
        a = np.asarray(image.convert('RGB'), dtype=np.float64)
        return 0.299 * a[..., 0] + 0.587 * a[..., 1] + 0.114 * a[..., 2]
    def ssim(x, y):
        g = np.exp(-(np.arange(11) - 5.0) ** 2 / (2 * 1.5 ** 2)); g /= g.sum(); w = np.outer(g, g)
        h, wd = x.shape[0] - 10, x.shape[1] - 10
        def f(z):
            out = np.zeros((h, wd))
            for i in range(11):
                for j in range(11):
                    out += w[i, j] * z[i:i + h, j:j + wd]
            return out
        mx, my = f(x), f(y)
        sxx, syy, sxy = f(x * x) - mx * mx, f(y * y) - my * my, f(x * y) - mx * my
        c1, c2 = (0.01 * 255) ** 2, (0.03 * 255) ** 2
        return float(np.mean((2 * mx * my + c1) * (2 * sxy + c2) / ((mx * mx + my * my + c1) * (sxx + syy + c2))))
    def resize(p, W, H):
        h, w = p.shape
        xs = np.clip((np.arange(W) + 0.5) * w / W - 0.5, 0, w - 1)
        ys = np.clip((np.arange(H) + 0.5) * h / H - 0.5, 0, h - 1)
        x0 = np.floor(xs).astype(int); y0 = np.floor(ys).astype(int)
        x1 = np.minimum(x0 + 1, w - 1); y1 = np.minimum(y0 + 1, h - 1)
        fx = xs - x0; fy = (ys - y0)[:, None]
        top = p[y0][:, x0] * (1 - fx) + p[y0][:, x1] * fx
        bottom = p[y1][:, x0] * (1 - fx) + p[y1][:, x1] * fx
        return top * (1 - fy) + bottom * fy

    """

/// `StructuralSimilarity`, the measure `--max-size` ranks candidates by (docs/formats.md#size-budget).
@Suite("Structural similarity")
struct StructuralSimilarityTests {
    typealias Plane = StructuralSimilarity.Plane

    /// A 64 x 48 RGB test picture: gradients and a checker pattern, and the same with LCG noise of +-24 on each
    /// channel when `noisy`.
    static func picture(noisy: Bool) -> [UInt8] {
        var state: UInt32 = 12_345
        var bytes: [UInt8] = []
        for y in 0..<48 {
            for x in 0..<64 {
                let checker = (x / 8 + y / 8) % 2 == 0 ? 60 : 0
                for channel in 0..<3 {
                    var value = (x * (3 + channel) + y * (5 - channel) + checker) % 256
                    if noisy {
                        state = state &* 1_103_515_245 &+ 12_345
                        value = min(255, max(0, value + Int((state >> 16) % 49) - 24))
                    }
                    bytes.append(UInt8(value))
                }
            }
        }
        return bytes
    }

    @Test func identicalPlanesScoreOne() {
        let plane = Plane(width: 64, height: 48, pixels: Self.picture(noisy: true), channels: 3)
        #expect(abs(StructuralSimilarity.ssim(plane, plane) - 1) < 1e-12)
    }

    @Test func aConstantOffsetScoresItsLuminanceTerm() {
        // Flat 100 against flat 110: no variance, so SSIM is the luminance term alone, worked by hand with
        // C1 = 2.55^2 = 6.5025: (2 * 100 * 110 + 6.5025) / (100^2 + 110^2 + 6.5025) = 22006.5025 / 22106.5025.
        let a = Plane(width: 20, height: 16, values: [Double](repeating: 100, count: 320))
        let b = Plane(width: 20, height: 16, values: [Double](repeating: 110, count: 320))
        #expect(abs(StructuralSimilarity.ssim(a, b) - 22006.5025 / 22106.5025) < 1e-12)
        #expect(abs(StructuralSimilarity.ssim(a, b) - 0.995_476_4) < 1e-7)
    }

    @Test func lumaUsesTheBT601Weights() {
        // 0.299 * 200 + 0.587 * 100 + 0.114 * 50 = 59.8 + 58.7 + 5.7 = 124.2
        let plane = Plane(width: 1, height: 1, pixels: [200, 100, 50, 7], channels: 4)
        #expect(abs(plane.values[0] - 124.2) < 1e-9)
    }

    @Test func upsamplingAlignsPixelCentres() {
        // Output centres 0.5, 1.5, 2.5, 3.5 of 4 map to -0.25, 0.25, 0.75, 1.25 of 2: clamped 0, then 25 % and
        // 75 % of the way from 0 to 100, then clamped 100.
        let plane = Plane(width: 2, height: 1, values: [0, 100]).resampled(width: 4, height: 1)
        #expect(plane.values == [0, 25, 75, 100])
    }

    @Test func numpyComputesTheSameSSIM() throws {
        let folder = try makeTemporaryFolder(prefix: "ssim")
        defer { try? FileManager.default.removeItem(at: folder) }
        let clean = Self.picture(noisy: false), noisy = Self.picture(noisy: true)
        let small = Self.halved(noisy)
        for (name, bytes) in [("clean", clean), ("noisy", noisy), ("small", small)] {
            try Data(bytes).write(to: folder.appendingPathComponent(name + ".rgb"))
        }
        let script = pythonSSIM + """
            import sys
            def load(name, w, h):
                return luma(Image.frombytes('RGB', (w, h), open(sys.argv[1] + '/' + name + '.rgb', 'rb').read()))
            clean, noisy, small = load('clean', 64, 48), load('noisy', 64, 48), load('small', 32, 24)
            print('%.12f %.12f' % (ssim(clean, noisy), ssim(resize(small, 64, 48), clean)))
            """
        guard let output = try runPython(script, [folder.path]) else { return }
        let expected = output.split(separator: " ")
            .compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        let a = Plane(width: 64, height: 48, pixels: clean, channels: 3)
        let b = Plane(width: 64, height: 48, pixels: noisy, channels: 3)
        let c = Plane(width: 32, height: 24, pixels: small, channels: 3).resampled(width: 64, height: 48)
        let ours = [StructuralSimilarity.ssim(a, b), StructuralSimilarity.ssim(c, a)]
        #expect(expected.count == 2)
        for (mine, theirs) in zip(ours, expected) { #expect(abs(mine - theirs) < 1e-9, "\(mine) vs \(theirs)") }
        // Noise and halving both cost something, and neither is a wholly different picture.
        #expect(ours.allSatisfy { $0 > 0.2 && $0 < 0.99 }, "\(ours)")
    }

    /// Every other pixel of every other row of a 64 x 48 RGB picture.
    static func halved(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        for y in stride(from: 0, to: 48, by: 2) {
            for x in stride(from: 0, to: 64, by: 2) { out += bytes[((y * 64 + x) * 3)..<((y * 64 + x) * 3 + 3)] }
        }
        return out
    }
}
