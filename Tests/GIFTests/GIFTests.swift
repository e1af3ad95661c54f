import Testing
@testable import GIF
