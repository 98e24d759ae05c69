// Text input workloads (issue 34's targets), run by main.swift:
// 5. One keystroke in a 200-character field of the login feature: edit → onChange → store →
//    Props → layout → mounted on a headless host (texts measured by Pango), alternately a
//    character typed at the end and deleted again, so the value stays at 200 characters.
// 6. Focusing a field below the fold of a 16-field form on iPhone SE: the keyboard comes up
//    and the form scrolls the field above it in a 300 ms animation; every frame's time (the
//    focus itself, then 60 fps ticks on a virtual clock) over 20 focus / dismiss rounds.
import Commands
import PangoText
import Render
import StoreTesting
import TrellisElements
import TrellisCairo
import TrellisCatalog
import TrellisScreens

func keystrokeLatency() async -> (wall: [Double], cpu: [Double]) {
    let renderer = ScreenRenderer()
    let configuration = DisplayConfiguration(device: .iPhoneX)
    let scenario = Scenario<LoginFeature>("bench", state: .init(username: String(repeating: "a", count: 199), password: "p")) { _ in
        refusingBackend()
    }
    let runtime = await FeatureEntry.start(LoginFeature.self, in: scenario, environment: renderer.environment(for: configuration),
                                           size: configuration.deviceConfiguration.size, host: HeadlessScreenHost(),
                                           clock: TestClock())
    guard await runtime.core.focus("username") else { return ([], []) }
    var times: [Double] = [], cpu: [Double] = []
    let wall = ContinuousClock()
    for run in 0..<600 {
        let start = processCPUTime()
        let elapsed = await wall.measure {
            if run.isMultiple(of: 2) {
                await runtime.core.type("b")
            } else {
                await runtime.core.press(.backspace)
            }
        }
        let used = (processCPUTime() - start) * 1e3
        if run >= 40 {
            times.append(milliseconds(elapsed))
            cpu.append(used)
        }
    }
    return (times, cpu)
}

/// A form of `count` fields in a scroll view (the benchmark's own screen).
struct BenchForm: Screen {
    struct Props: Codable, Sendable, Equatable { var count: Int }
    static let name = "bench-form"
    static var samples: [Sample<Props>] { [Sample("sixteen", Props(count: 16))] }
    let props: Props

    var body: Element {
        ScrollView(id: "form") {
            Column(spacing: 12) {
                for index in 0..<props.count {
                    Text("Field \(index)").font(size: 15)
                    TextField("Value \(index)", value: "", onChange: CommandWith("edit") { _ in }).id("field-\(index)")
                }
            }
            .padding(16)
        }
        .paddingSafeArea()
    }
}

func focusBelowTheFold() async -> (frames: [Double], cpu: [Double], first: [Double]) {
    let renderer = ScreenRenderer()
    let configuration = DisplayConfiguration(device: .iPhoneSE)
    let clock = TestClock()
    let runtime = await RuntimeCore(props: RuntimeProps(BenchForm.Props(count: 16)),
                                    render: { BenchForm($0.typed(as: BenchForm.Props.self)!).body },
                                    environment: renderer.environment(for: configuration),
                                    size: configuration.deviceConfiguration.size, host: HeadlessScreenHost(), clock: clock)
    var frames: [Double] = [], cpu: [Double] = [], first: [Double] = []
    let wall = ContinuousClock()
    for _ in 0..<20 {
        let before = processCPUTime()
        first.append(milliseconds(await wall.measure { _ = await runtime.focus("field-15") }))
        cpu.append((processCPUTime() - before) * 1e3)
        while await runtime.isAnimating {
            await clock.advance(by: .milliseconds(16))
            let start = processCPUTime()
            frames.append(milliseconds(await wall.measure { _ = await runtime.tick() }))
            cpu.append((processCPUTime() - start) * 1e3)
        }
        await runtime.endEditing()
        while await runtime.isAnimating {
            await clock.advance(by: .milliseconds(16))
            _ = await runtime.tick()
        }
        await runtime.scroll(to: 0)
    }
    return (frames, cpu, first)
}
