import Render
import ElementTestSupport
import Testing
import Typesetting
@testable import TrellisElements
@testable import TrellisScreens

/// A layout session reuses its flex nodes only while nothing that resolution reads from the
/// environment changed: whatever it reuses must give the layout a fresh session gives.
@Suite struct SessionRestartTests {
    let measurer = FixedAdvanceMeasurer()

    func environment(_ configuration: DeviceConfiguration, measurer: any TextMeasurer) -> TrellisElements.Environment {
        TrellisElements.Environment(device: configuration, textMeasurer: measurer)
    }

    /// A top-aligned column that pads the safe area, like the listing's header.
    let padded = Column(alignment: .flexStart) { Text("title").id("title") }.paddingSafeArea().element

    @Test func aSessionMovedToAnotherDeviceUsesThatDevicesSafeArea() {
        let session = LayoutSession()
        let x = Device.iPhoneX.portrait, max = Device.iPhone15ProMax.portrait
        _ = session.layout(padded, in: x.size, environment: environment(x, measurer: measurer))
        let node = session.layout(padded, in: max.size, environment: environment(max, measurer: measurer))
        #expect(node.children[0].frame.minY == 59)
    }

    @Test func theListingScreenOnTwoDevicesInOneSessionEqualsFreshSessions() {
        let session = LayoutSession()
        let screen = ListingScreen(.sample()).element
        for configuration in [Device.iPhoneX.portrait, Device.iPhone15ProMax.portrait] {
            let environment = environment(configuration, measurer: measurer)
            let reused = session.layout(screen, in: configuration.size, environment: environment)
            #expect(reused == LayoutSession.layout(screen, in: configuration.size, environment: environment),
                    "\(configuration)")
        }
    }

    @Test func rotatingBetweenPortraitAndLandscapeUsesEachOrientationsSafeArea() {
        let session = LayoutSession()
        let device = Device.iPhoneX
        for configuration in [device.portrait, device.landscape, device.portrait] {
            let node = session.layout(padded, in: configuration.size, environment: environment(configuration, measurer: measurer))
            let title = node.children[0].frame
            #expect(title.minY == configuration.safeArea.top, "\(configuration)")
            #expect(title.minX == configuration.safeArea.left, "\(configuration)")
        }
    }

    @Test func aDifferentMeasurerStartsOver() {
        let session = LayoutSession()
        let text = Column(alignment: .flexStart) { Text("abc") }.element
        let size = Render.Size(width: 300, height: 300)
        _ = session.layout(text, in: size, environment: TrellisElements.Environment(textMeasurer: FixedAdvanceMeasurer(advance: 10)))
        let wide = session.layout(text, in: size, environment: TrellisElements.Environment(textMeasurer: FixedAdvanceMeasurer(advance: 20)))
        #expect(wide.children[0].frame.width == 60)
        let counting = CountingMeasurer()
        _ = session.layout(text, in: size, environment: TrellisElements.Environment(textMeasurer: counting))
        #expect(counting.count > 0, "the new measurer was never asked")
    }

    @Test func aFreshCachingWrapperAroundTheSameMeasurerKeepsTheSessionsNodes() {
        let session = LayoutSession()
        let base = CountingMeasurer()
        let screen = Column { Text("a"); Text("b") }.element
        let size = Render.Size(width: 300, height: 300)
        _ = session.layout(screen, in: size, environment: TrellisElements.Environment(textMeasurer: CachingMeasurer(base)))
        let measured = base.count
        _ = session.layout(screen, in: size, environment: TrellisElements.Environment(textMeasurer: CachingMeasurer(base)))
        #expect(session.lastCreatedNodeCount == 0)
        #expect(base.count == measured, "unchanged texts were measured again")
    }

    @Test func equalValueMeasurersKeepTheSessionsNodes() {
        let session = LayoutSession()
        let screen = Column { Text("a") }.element
        let size = Render.Size(width: 300, height: 300)
        _ = session.layout(screen, in: size, environment: TrellisElements.Environment(textMeasurer: FixedAdvanceMeasurer(advance: 10)))
        _ = session.layout(screen, in: size, environment: TrellisElements.Environment(textMeasurer: FixedAdvanceMeasurer(advance: 10)))
        #expect(session.lastCreatedNodeCount == 0)
    }
}
