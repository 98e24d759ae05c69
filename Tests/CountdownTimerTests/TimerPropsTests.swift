import Foundation
import Commands
import MVI
import StoreTesting
import Testing
import CountdownTimer

@Suite("TimerFeature: props and commands")
struct TimerPropsTests {
    let feature = TimerFeature(duration: 90, clock: TestClock())

    @Test func eachStateOffersExactlyItsPossibleActions() {
        let commands = feature.commands
        let idle = feature.props(for: .idle(duration: 90))
        #expect(idle.title == "01:30")
        #expect(idle.caption == "Ready")
        #expect(idle.primary == .start(commands.start))
        #expect(idle.reset == nil)
        #expect(idle.setDuration == commands.setDuration)

        let running = feature.props(for: .running(Countdown(total: 90, remaining: 45)))
        #expect(running.primary.pause == commands.pause)
        #expect(running.primary.start == nil)
        #expect(running.progress == 0.5)
        #expect(running.reset == commands.reset)
        #expect(running.setDuration == nil)

        let paused = feature.props(for: .paused(Countdown(total: 90, remaining: 5)))
        #expect(paused.primary.resume == commands.resume)
        #expect(paused.title == "00:05")
        #expect(paused.setDuration == nil)
        #expect(paused.reset == commands.reset)

        let finished = feature.props(for: .finished(total: 90))
        #expect(finished.primary.restart == commands.restart)
        #expect(finished.primary.title == "Restart")
        #expect(finished.caption == "Done")
        #expect(finished.progress == 1)
        #expect(finished.reset == commands.reset)
        #expect(finished.setDuration == commands.setDuration)
    }

    @Test func propsOfEqualStatesAreEqualBecauseCommandsKeepTheirIdentity() {
        #expect(feature.props(for: .idle(duration: 3)) == feature.props(for: .idle(duration: 3)))
        #expect(feature.props(for: .idle(duration: 3)) != feature.props(for: .idle(duration: 4)))
        let other = TimerFeature(duration: 3, clock: TestClock())
        #expect(other.props(for: .idle(duration: 3)) != feature.props(for: .idle(duration: 3)))
    }

    @Test func commandsFromThePropsDriveTheFeature() {
        feature.props.setDuration?(5)
        #expect(feature.state == .idle(duration: 5))
        feature.props.primary.command()
        #expect(feature.state == .running(Countdown(total: 5, remaining: 5)))
        feature.props.primary.pause?()
        #expect(feature.state == .paused(Countdown(total: 5, remaining: 5)))
        feature.props.reset?()
        #expect(feature.state == .idle(duration: 5))
        feature.close()
    }

    @Test func propsRoundTripThroughJSONWithTheirLiveCommands() throws {
        let current = feature.props(for: .paused(Countdown(total: 90, remaining: 30)))
        let json = try JSONEncoder().encode(current)
        let text = String(decoding: json, as: UTF8.self)
        #expect(text.contains(#""reset":"reset""#))

        let decoder = JSONDecoder()
        decoder.userInfo[.commandCatalog] = try CommandCatalog(commandsOf: current)
        #expect(try decoder.decode(TimerProps.self, from: json) == current)
    }

    @Test func remoteEditsChangeDataButCannotInjectCommands() throws {
        let current = feature.props(for: .idle(duration: 90))
        let decoder = JSONDecoder()
        decoder.userInfo[.commandCatalog] = try CommandCatalog(commandsOf: current)
        let edited = #"{"title":"99:99","caption":"Edited","progress":0.5,"primary":{"start":{"_0":"start"}},"setDuration":"setDuration"}"#
        let props = try decoder.decode(TimerProps.self, from: Data(edited.utf8))
        #expect(props.title == "99:99")
        #expect(props.primary.start == feature.commands.start)
        let injected = #"{"title":"","caption":"","progress":0,"primary":{"start":{"_0":"reset"}}}"#
        #expect(throws: DecodingError.self) { try decoder.decode(TimerProps.self, from: Data(injected.utf8)) }
    }
}

@Suite("TimerFeature: the machine's diagram")
struct TimerGraphTests {
    @Test func theTimerGraphHasEveryStateAndTransition() {
        #expect(TimerMachine.Definition.timer(duration: 10).graph.mermaid == """
            stateDiagram-v2
                [*] --> idle
                idle --> idle: setDuration [guard]
                idle --> running: start
                running --> running: tick
                running --> finished: tick
                running --> paused: pause
                running --> idle: reset
                finished --> running: restart
                finished --> idle: reset
                finished --> idle: setDuration [guard]
                paused --> running: resume
                paused --> idle: reset

            """)
    }
}
