import DeepScreens
import Foundation
import Testing
import TrellisCatalog
@testable import TrellisStorybook

/// Issue 31 through the storybook: the render route draws a 10,000-level screen, and refuses one
/// deeper than the layout limit with a 422 naming its depth. The server survives both.
@Suite("The storybook server on a 10,000-level screen", .serialized)
struct DeepScreenServerTests {
    @Test("GET /render.png of the 10,000-level sample is its PNG")
    func rendersTheDeepSample() async throws {
        try await RunningGallery.with(catalog: .nested()) { gallery in
            let reply = try await gallery.get("/render.png?screen=nested&sample=deep&device=iphone-x")
            #expect(reply.status == 200)
            #expect(reply.contentType == "image/png")
            #expect(pngSize(reply.data)! == (1125, 2436))
        }
    }

    @Test("Props deeper than the layout limit are a 422 naming the depth, and the server goes on")
    func refusesAScreenOverTheLimit() async throws {
        try await RunningGallery.with(catalog: .nested()) { gallery in
            let tooDeep = try await gallery.post("/render.png?screen=nested&device=iphone-x",
                                                 body: Data(#"{"levels": 20005, "label": "leaf"}"#.utf8))
            #expect(tooDeep.status == 422)
            #expect(tooDeep.object["error"] as? String
                == "nested: the screen is 20,006 levels deep; at most 20,000 are laid out")
            let shallow = try await gallery.get("/render.png?screen=nested&sample=shallow&device=iphone-x")
            #expect(shallow.status == 200)
        }
    }
}
