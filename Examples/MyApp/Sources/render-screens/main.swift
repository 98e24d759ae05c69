// Renders every sample of the app's screens on the talk's matrix (iPhone SE, iPhone X, iPad
// one-third × light/dark × LTR/RTL) into the folder given as the first argument.
import Foundation
import MyAppScreens
import TrellisCairo
import Trellis

let catalog = Catalog.myApp()

let output = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "out")
try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
let renderer = ScreenRenderer()
var problems = 0
for entry in catalog.entries {
    for sample in entry.sampleNames {
        for configuration in ConfigurationMatrix.standard.configurations {
            let shot = try await renderer.render(entry, sample: sample, on: configuration)
            try Data(shot.png).write(to: output.appendingPathComponent(shot.name + ".png"))
            for issue in shot.rendering.issues { print("\(shot.name): \(issue.message)"); problems += 1 }
        }
    }
}
print("rendered \(catalog.entries.map { "\($0.name) (\($0.samples.count) samples)" }.joined(separator: ", ")) "
    + "on \(ConfigurationMatrix.standard.configurations.count) configurations into \(output.path)")
exit(problems == 0 ? 0 : 1)
