import Testing
@testable import ScrollSim
