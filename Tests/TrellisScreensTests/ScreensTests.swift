import Foundation
import Lists
import Render
import CasePaths
import Commands
import MVI
import ElementTestSupport
import Testing
import Typesetting
@testable import TrellisElements
@testable import TrellisScreens

@Suite struct LoginScreenTests {
    let environment = TrellisElements.Environment(device: Device.iPhoneX.portrait, textMeasurer: FixedAdvanceMeasurer())

    func mount(_ props: LoginProps) -> MountedTree {
        let layout = LayoutSession.layout(LoginScreen(props).element, in: Device.iPhoneX.portrait.size, environment: environment)
        return Reconciler(scale: environment.displayScale).reconcile(MountedTree(), to: layout).tree
    }

    /// The centre of the login button in root coordinates.
    func buttonCenter(_ tree: MountedTree) -> Point {
        let button = tree.frameInRoot(path: ["login"])!
        return Point(x: button.minX + button.width / 2, y: button.minY + button.height / 2)
    }

    @Test func aPossibleLoginIsTappableAndPerformsItsCommand() {
        let recorder = TapRecorder()
        let props = LoginProps.sample(.possible, commands: LoginCommands(perform: { _ in }))
        var withRecorder = props
        withRecorder.login = .possible(recorder.command("login"))
        let tree = mount(withRecorder)
        #expect(tree.tap(at: buttonCenter(tree))?.key == "login")
        #expect(recorder.performed == ["login"])
    }

    @Test func inProgressAndDisabledLoginsAreInert() {
        for action in [LoginProps.SampleAction.inProgress, .disabled] {
            let tree = mount(.sample(action))
            #expect(tree.hitTest(buttonCenter(tree)) == nil)
        }
    }

    @Test func eachLoginActionLooksDifferent() {
        let trees = LoginProps.SampleAction.allCases.map { mount(.sample($0)) }
        let buttons = trees.map { $0.node(key: "login")! }
        #expect(Set(buttons.map(\.props)).count == 3)
        #expect(trees[1].node(key: "spinner") != nil)
        #expect(trees[0].node(key: "spinner") == nil && trees[2].node(key: "spinner") == nil)
        #expect(buttons[1].props.opacity < 1)
    }

    @Test func passwordsAreMaskedAndEmptyFieldsShowTheirPlaceholder() {
        let password = mount(.sample(.disabled)).node(key: "password")?.props.content.textField
        #expect(password?.isPlaceholder == true && password?.text.string == "Пароль")
        let masked = mount(.sample(.possible)).node(key: "password")?.props.content.textField
        #expect(masked?.text.string == "••••••••••" && masked?.style == .secure)
        #expect(!mount(.sample(.possible)).dump().contains("mobius2018"), "the dump shows bullets, never the password")
    }

    @Test func theLoginActionPrismsMatchTheCase() {
        let command = Command("login") {}
        #expect(LoginProps.LoginAction.possible(command).possible == command)
        #expect(LoginProps.LoginAction.inProgress.is(\.inProgress))
        #expect(LoginProps.LoginAction.disabled.is(\.disabled))
        #expect(!LoginProps.LoginAction.disabled.is(\.inProgress))
        #expect(LoginProps.LoginAction.disabled.possible == nil)
    }
}

@Suite struct BlockListTests {
    func cleaned(_ build: (inout BlockList) -> Void) -> [SeparatorKind?] {
        var list = BlockList()
        build(&list)
        return list.cleanedSeparators
    }

    @Test func aSeparatorAfterASmallSeparatorReplacesIt() {
        #expect(cleaned { $0.add(Box()); $0.addSeparator(.small); $0.addSeparator(.medium); $0.add(Box()) }
                == [nil, .medium, nil])
    }

    @Test func aSeparatorAfterAMediumSeparatorIsDropped() {
        #expect(cleaned { $0.add(Box()); $0.addSeparator(.medium); $0.addSeparator(.small); $0.add(Box()) }
                == [nil, .medium, nil])
    }

    @Test func leadingSeparatorsAreRemoved() {
        #expect(cleaned { $0.addSeparator(.medium); $0.add(Box()) } == [nil])
    }

    @Test func aTrailingSeparatorIsRemoved() {
        #expect(cleaned { $0.add(Box()); $0.addSeparator(.small) } == [nil])
        #expect(cleaned { $0.add(Box()); $0.addSeparator(.medium); $0.addSeparator(.small) } == [nil])
    }

    @Test func separatorsAreKeyedByTheBlocksBeforeThem() {
        var list = BlockList()
        list.add(Box())
        list.addSeparator(.medium)
        list.add(Box())
        #expect(list.build().map(\.key) == [nil, "separator-1", nil])
    }
}
