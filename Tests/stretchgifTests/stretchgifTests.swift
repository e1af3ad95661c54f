import Testing
@testable import stretchgif
