import Foundation
import PangoText
import PropsJSON
import Render
import Trellis
import TrellisCairo
import TrellisScreens

/// `trellis render listing|login …`: lays out a demo screen for a device, mounts it and writes a PNG,
/// prints the mounted hierarchy (`--dump`), or writes the frames of the animation to other Props
/// (`--transition-to`). Props files that do not decode: one line naming the JSON path, exit 2.
enum RenderCommand {
    static let usage = """
        usage: trellis render listing|login [--props FILE.json] [--device NAME] [--landscape] [--rtl] [--dark] [--fonts pinned|ios|android]
                              [--text-size xSmall|…|L|…|AX5|CATEGORY|X] [--login-state possible|inProgress|disabled]
                              [-o OUT.png] [--dump] [--transition-to FILE.json --frames N -o DIR]
                              [--print-props]   (prints the sample Props as JSON, a starting point for --props)
                              [--tap X,Y]       (hit-tests a point in points and performs its Command)
        devices: \(Device.catalog.map(\.name).joined(separator: ", ")) (default iphone-x)
        """

    struct Options {
        var screen = ""
        var propsPath: String?
        var device = Device.iPhoneX
        var orientation = Orientation.portrait
        var direction = LayoutDirection.leftToRight
        var scheme = ColorScheme.light
        var textSize = 1.0
        var fonts = FontProfile.pinned
        var loginState = LoginProps.SampleAction.possible
        var output: String?
        var dump = false
        var transitionTo: String?
        var frames = 10
        var printProps = false
        var tap: Point?
    }

    static func run(_ args: [String]) -> Int32 {
        let options: Options
        switch parse(args) {
        case .success(let parsed): options = parsed
        case .failure(let error): return usageError(error.message)
        }
        let measurer = PangoMeasurer(configuration: .profile(options.fonts))
        switch options.screen {
        case "listing":
            return render(options, measurer: measurer, sample: ListingProps.sample(commands: ListingCommands(perform: log))) {
                ListingScreen($0).element
            }
        case "login":
            return render(options, measurer: measurer,
                          sample: LoginProps.sample(options.loginState, commands: LoginCommands(perform: log))) {
                LoginScreen($0).element
            }
        default:
            return usageError("unknown screen '\(options.screen)' (expected listing or login)")
        }
    }

    /// Commands performed from the command line only say so.
    @Sendable static func log(_ name: String) {
        printError("command: \(name)")
    }

    private static func render<P: Codable & Equatable>(_ options: Options, measurer: PangoMeasurer, sample: P,
                                                       screen: (P) -> Element) -> Int32 {
        let configuration = options.device.configuration(options.orientation)
        let environment = Environment(device: configuration, layoutDirection: options.direction,
                                      colorScheme: options.scheme, textSizeMultiplier: options.textSize,
                                      textMeasurer: measurer.cached())
        guard let props = loadProps(options.propsPath, current: sample) else { return 2 }
        // Decode every input before printing anything, so bad next Props leave no half output.
        var nextProps: P?
        if let next = options.transitionTo {
            guard let decoded = loadProps(next, current: props) else { return 2 }
            nextProps = decoded
        }
        if options.printProps {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            guard let data = try? encoder.encode(props) else { return 1 }
            print(String(decoding: data, as: UTF8.self))
            return 0
        }
        let session = LayoutSession()
        let layout = session.layout(screen(props), in: configuration.size, environment: environment)
        let (mounted, instructions) = Reconciler(scale: environment.displayScale).reconcile(MountedTree(), to: layout)
        let background = ThemedColor.background.resolved(in: options.scheme)
        var host = CairoHost(canvas: configuration.size, scale: configuration.scale, background: background,
                             measurer: measurer)
        do {
            try host.apply(instructions)
        } catch {
            printError("trellis render: \(error)")
            return 1
        }
        if options.dump { print(mounted.dump()) }
        if let point = options.tap {
            // Commands print "command: NAME" to standard error when performed.
            if mounted.tap(at: point) == nil { printError("trellis render: nothing tappable at (\(point.x), \(point.y))") }
        }

        if let nextProps, let output = options.output {
            let nextLayout = session.layout(screen(nextProps), in: configuration.size, environment: environment)
            let (target, _) = Reconciler(scale: environment.displayScale).reconcile(mounted, to: nextLayout)
            let transition = Transition(from: mounted, to: target, duration: 0.3, curve: .easeInOut)
            do {
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
                for (index, frame) in transition.frames(options.frames).enumerated() {
                    let path = (output as NSString).appendingPathComponent(String(format: "frame-%03d.png", index))
                    try Data(host.png(of: frame).png).write(to: URL(fileURLWithPath: path))
                }
            } catch {
                printError("trellis render: cannot write frames to '\(output)': \(error.localizedDescription)")
                return 2
            }
            print("wrote \(options.frames) frames to \(output)")
            return 0
        }

        if let output = options.output {
            let (png, issues) = host.png()
            do {
                try Data(png).write(to: URL(fileURLWithPath: output))
            } catch {
                printError("trellis render: cannot write '\(output)': \(error.localizedDescription)")
                return 2
            }
            for issue in issues { printError("trellis render: \(issue.message)") }
            let pixels = configuration.pixelSize
            print("wrote \(output) (\(configuration), \(pixels.width)×\(pixels.height) px, \(mounted.count) views)")
        }
        return 0
    }

    /// The Props in `path` with the live Commands of `current`, or `current` when no path is given;
    /// `nil` after printing the problem.
    private static func loadProps<P: Codable>(_ path: String?, current: P) -> P? {
        guard let path else { return current }
        let data: Data
        do {
            data = try readInput(path)
        } catch {
            printError("trellis render: cannot read '\(path)': \(error.localizedDescription)")
            return nil
        }
        do {
            return try PropsJSON.decode(P.self, from: data, commandsOf: current)
        } catch {
            printError("trellis render: \(path): \(error)")
            return nil
        }
    }

    static func parse(_ args: [String]) -> Result<Options, UsageError> {
        var options = Options()
        var index = 0
        func value(_ flag: String) -> Result<String, UsageError> {
            guard index + 1 < args.count else { return .failure(UsageError(message: "\(flag) needs a value")) }
            index += 1
            return .success(args[index])
        }
        while index < args.count {
            let argument = args[index]
            do {
                switch argument {
                case "--props": options.propsPath = try value(argument).get()
                case "--device":
                    let name = try value(argument).get()
                    guard let device = Device.named(name) else {
                        return .failure(UsageError(message: "unknown device '\(name)'"))
                    }
                    options.device = device
                case "--landscape": options.orientation = .landscape
                case "--rtl": options.direction = .rightToLeft
                case "--dark": options.scheme = .dark
                case "--fonts":
                    let text = try value(argument).get()
                    guard let profile = FontProfile(rawValue: text) else {
                        return .failure(UsageError(message: "--fonts: '\(text)' is not pinned, ios or android"))
                    }
                    options.fonts = profile
                case "--text-size":
                    let text = try value(argument).get()
                    if let category = TextSizeCategory(named: text) {
                        options.textSize = category.multiplier
                    } else if let size = Double(text), size.isFinite, size > 0 {
                        options.textSize = size
                    } else {
                        return .failure(UsageError(message: "--text-size: '\(text)' is neither a text size category (xSmall, S, M, L, xL, xxL, xxxL, AX1…AX5) nor a positive number"))
                    }
                case "--login-state":
                    let text = try value(argument).get()
                    guard let state = LoginProps.SampleAction(rawValue: text) else {
                        return .failure(UsageError(message: "--login-state: '\(text)' is not possible, inProgress or disabled"))
                    }
                    options.loginState = state
                case "-o", "--output": options.output = try value(argument).get()
                case "--dump": options.dump = true
                case "--print-props": options.printProps = true
                case "--tap":
                    let text = try value(argument).get()
                    let parts = text.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
                    guard parts.count == 2 else {
                        return .failure(UsageError(message: "--tap: '\(text)' is not X,Y in points"))
                    }
                    options.tap = Point(x: parts[0], y: parts[1])
                case "--transition-to": options.transitionTo = try value(argument).get()
                case "--frames":
                    let text = try value(argument).get()
                    guard let frames = Int(text), frames >= 2 else {
                        return .failure(UsageError(message: "--frames: '\(text)' is not a number ≥ 2"))
                    }
                    options.frames = frames
                case let flag where flag.hasPrefix("-"):
                    return .failure(UsageError(message: "unknown option \(flag)"))
                default:
                    guard options.screen.isEmpty else { return .failure(UsageError(message: "expected one screen")) }
                    options.screen = argument
                }
            } catch {
                return .failure(error)
            }
            index += 1
        }
        if options.screen.isEmpty { return .failure(UsageError(message: "missing screen (listing or login)")) }
        if options.transitionTo != nil && options.output == nil {
            return .failure(UsageError(message: "--transition-to needs -o DIR"))
        }
        if options.output == nil && !options.dump && !options.printProps && options.tap == nil {
            return .failure(UsageError(message: "nothing to do: give -o OUT.png and/or --dump"))
        }
        return .success(options)
    }

    private static func usageError(_ message: String) -> Int32 {
        printError("trellis render: \(message)\n\(usage)")
        return 2
    }
}
