import Commands
import Render
import Testing
import Typesetting
@testable import TrellisElements

/// The accessibility tree: what each element reads as without declared semantics, how subtrees
/// merge, the reading order, and what an update tells the host.
@Suite struct AccessibilityTreeTests {
    func tree(_ element: some ElementConvertible, direction: LayoutDirection = .leftToRight) -> AccessibilityTree {
        let layout = LayoutSession.layout(element.element, in: Fixture.size, environment: Fixture.environment(direction: direction))
        return AccessibilityTree(layout, direction: direction)
    }

    func spoken(_ element: some ElementConvertible, direction: LayoutDirection = .leftToRight) -> [String] {
        tree(element, direction: direction).elements.map(\.spoken)
    }

    // MARK: Defaults from the element

    @Test func aTextIsStaticTextReadByItsString() {
        #expect(spoken(Column { Text("Hello") }) == ["\"Hello\""])
    }

    @Test func aTappableViewIsAButtonLabelledByTheTextsInside() {
        let element = Row { Text("Pay"); Text("12 €") }.onTap(Command("pay") {})
        let stops = tree(element).elements
        #expect(stops.map(\.spoken) == ["\"Pay, 12 €\", button"])
        #expect(stops.first?.activation?.name == "pay")
    }

    @Test func aToggleIsASwitchWithItsOnOffValueAndDimmedWhenDisabled() {
        let element = Column {
            Toggle(isOn: true).accessibilityLabel("Wi-Fi")
            Toggle(isOn: false, isEnabled: false).accessibilityLabel("Bluetooth")
        }
        #expect(spoken(element) == ["\"Wi-Fi\", switch, \"on\"", "\"Bluetooth\", switch, \"off\", dimmed"])
    }

    @Test func aTextFieldIsLabelledByItsPlaceholderAndASecureOneNeverGivesItsValue() {
        let element = Column {
            TextField(value: "ada", placeholder: "Name")
            TextField(value: "", placeholder: "Email")
            SecureField("Password", secret: "hunter2", onChange: nil)
        }
        #expect(spoken(element) == ["\"Name\", text field, \"ada\"", "\"Email\", text field", "\"Password\", secure text field"])
    }

    @Test func anImageWithoutALabelIsDecorationAndOneWithALabelIsAnImage() {
        let element = Column {
            Image(asset: "a", in: "/nonexistent", size: Size(width: 10, height: 10))
            Image(asset: "b", in: "/nonexistent", size: Size(width: 10, height: 10)).accessibilityLabel("Map")
        }
        #expect(spoken(element) == ["\"Map\", image"])
    }

    @Test func aProgressRingReadsItsPercentage() {
        #expect(spoken(Column { ProgressRing(progress: 0.404, lineWidth: 4, color: ThemedColor(.black)).size(40).accessibilityLabel("Upload") })
                == ["\"Upload\", progress, \"40 %\""])
    }

    @Test func declaredRoleValueStateHintAndLevelAreRead() {
        let element = Column {
            Text("Settings").accessibilityHeading(level: 1)
            Box().size(20).accessibilityLabel("Volume").accessibilityAdjustable(increment: Command("up") {}, decrement: Command("down") {})
                .accessibilityValue("3 of 5").accessibilityHint("Swipe up or down")
            Text("Saving").accessibilityState(AccessibilityState(isSelected: true, isExpanded: false, isBusy: true))
        }
        #expect(spoken(element) == ["\"Settings\", heading, level 1",
                                    "\"Volume\", adjustable, \"3 of 5\", hint \"Swipe up or down\"",
                                    "\"Saving\", selected, collapsed, busy"])
    }

    // MARK: Grouping

    @Test func aCombiningRowIsOneStopThatTakesItsInteractiveChildsRoleAndValue() {
        let element = Row { Text("Notifications"); Toggle(isOn: true) }.accessibilityChildren(.combine)
        #expect(spoken(element) == ["\"Notifications\", switch, \"on\""])
    }

    @Test func aTappableRowWithASwitchReadsAsTheSwitchAndTogglesByTheRow() {
        let element = Row { Text("Wi-Fi"); Toggle(isOn: false) }.onTap(Command("toggle") {})
        let stop = tree(element).elements.first
        #expect(stop?.spoken == "\"Wi-Fi\", switch, \"off\"")
        #expect(stop?.activation?.name == "toggle")
    }

    @Test func hiddenSubtreesAndTransparentViewsAreNotRead() {
        let element = Column {
            Row { Text("secret") }.accessibilityHidden()
            Text("ghost").opacity(0)
            Text("shown")
        }
        #expect(spoken(element) == ["\"shown\""])
    }

    @Test func ignoreReadsOnlyTheElementAndContainReadsTheChildrenNotTheLabelledBox() {
        let ignoring = Column { Text("inner") }.accessibilityLabel("Card").accessibilityChildren(.ignore)
        #expect(spoken(ignoring) == ["\"Card\", group"])
        let containing = Column { Text("one"); Text("two") }.accessibilityLabel("Card").accessibilityChildren(.contain)
        #expect(spoken(containing) == ["\"one\"", "\"two\""])
    }

    @Test func swipeActionsAndTappableDescendantsBecomeCustomActionsOfTheMergedRow() throws {
        let element = Row {
            Text("Anna")
            Text("Reply").onTap(Command("reply") {})
        }
        .onTap(Command("open") {})
        .swipeActions([SwipeAction("Delete", isDestructive: true, command: Command("delete") {})])
        let stop = try #require(tree(element).elements.first)
        #expect(stop.spoken == "\"Anna, Reply\", button, actions: Delete, Reply")
        #expect(stop.actions.map(\.command.name) == ["delete", "reply"])
        #expect(stop.activation?.name == "open")
    }

    // MARK: Reading order

    @Test func readingOrderIsTopToBottomThenLeadingToTrailingWhateverTheDeclaredOrder() {
        // Declared bottom first: the layout decides.
        let element = Box {
            Text("second").position(top: 100, leading: 0)
            Text("first-b").position(top: 0, leading: 100)
            Text("first-a").position(top: 0, leading: 0)
        }
        #expect(spoken(element) == ["\"first-a\"", "\"first-b\"", "\"second\""])
    }

    @Test func rightToLeftReadsALineFromTheRight() {
        let element = Row { Text("start"); Text("end") }
        #expect(spoken(element, direction: .rightToLeft) == ["\"start\"", "\"end\""])
        let placed = tree(element, direction: .rightToLeft).elements
        #expect(placed[0].frame.minX > placed[1].frame.minX, "the leading text is on the right in RTL")
    }

    @Test func aContainersElementsAreReadTogetherBeforeTheNextContainer() {
        // Two columns side by side: the left column's texts are read before the right one's, though
        // "right top" is above "left bottom".
        let element = Row {
            Column { Text("left top"); Text("left bottom").margin(top: 40) }
            Column { Text("right top") }
        }
        #expect(spoken(element) == ["\"left top\"", "\"left bottom\"", "\"right top\""])
    }

    @Test func aHigherSortPriorityIsReadFirstAmongSiblings() {
        let element = Column { Text("body"); Text("alert").accessibilitySortPriority(1) }
        #expect(spoken(element) == ["\"alert\"", "\"body\""])
    }

    // MARK: Updates

    @Test func anUpdateListsWhatChangedAndTheNotificationToPost() {
        let before = tree(Column { Text("Title").id("title"); Toggle(isOn: false).accessibilityLabel("Wi-Fi").id("wifi") })
        let toggled = tree(Column { Text("Title").id("title"); Toggle(isOn: true).accessibilityLabel("Wi-Fi").id("wifi") })
        let update = toggled.changes(from: before)
        #expect(update.changed == ["box/wifi"] && update.added.isEmpty && update.removed.isEmpty)
        #expect(update.notification == .layoutChanged)
        #expect(toggled.changes(from: toggled).notification == nil)
        let other = tree(Column { Text("Other").id("other") })
        #expect(other.changes(from: before).notification == .screenChanged)
        let alerted = tree(Column { Text("Title").id("title"); Text("Could not log in").accessibilityRole(.alert).id("error") })
        #expect(alerted.changes(from: before).notification == .announcement("Could not log in"))
    }
}
