import Testing
@testable import SceneRender
