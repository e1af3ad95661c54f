import Testing
@testable import Raster
