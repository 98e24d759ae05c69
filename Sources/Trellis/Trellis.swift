// `import Trellis` is all a screen or feature needs: the element DSL and the runtime
// (TrellisElements), `Screen`/`Sample`/`Catalog` (TrellisCatalog), `Command`/`CommandWith`
// (Commands), geometry, colours and display items (Render), fonts and attributed text
// (Typesetting), list models (Lists), the store (MVI) and `@CasePathable` (CasePaths: prisms on
// enum Props, `props.login.possible`, `props.login.is(\.inProgress)`; see docs/screens.md).
//
// The flexbox engine is not re-exported whole: its `Size` is the engine's own measure type and
// would make `Size` ambiguous beside Render's. The style vocabulary the DSL's modifiers take is
// re-exported by name below; `import Flexbox` gives the rest.
@_exported import TrellisElements
@_exported import TrellisCatalog
@_exported import Commands
@_exported import Render
@_exported import Typesetting
@_exported import Lists
@_exported import MVI
@_exported import CasePaths
import Flexbox

/// A length in the flex style: points, percent, auto or undefined (`padding(8)`, `.percent(50)`).
public typealias Length = Flexbox.Length
/// Cross-axis alignment (`alignItems`, `alignSelf`, a stack's `alignment:`).
public typealias Align = Flexbox.Align
/// Main-axis distribution (`justifyContent`).
public typealias Justify = Flexbox.Justify
/// Whether a stack wraps (`flexWrap`).
public typealias FlexWrap = Flexbox.FlexWrap
/// The main axis of a box.
public typealias FlexDirection = Flexbox.FlexDirection
/// Relative or absolute positioning.
public typealias PositionType = Flexbox.PositionType
/// Whether content past a box's edges is visible, hidden or scrolls.
public typealias Overflow = Flexbox.Overflow
/// Whether a box takes part in layout.
public typealias Display = Flexbox.Display
/// A flex style, as `style { … }` edits it.
public typealias Style = Flexbox.Style
