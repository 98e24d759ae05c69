import TrellisElements

/// Where a catalog's bare-named images (`Image("name")`) come from when its screens are drawn
/// outside the app — snapshots, the storybook, the CLI, live Props — where no asset catalog is.
///
/// ```swift
/// var catalog = Catalog()
/// catalog.images = .folder("Sources/MyApp/Images")   // shoe.png, shoe@2x.png, shoe@3x.png
/// ```
///
/// A catalog that declares nothing gets each bare-named image reported in its shots
/// (`Shot.imageProblems`), as a missing `Image(asset:in:)` is: a picture of a placeholder is
/// never mistaken for the image.
public enum CatalogImages: Hashable, Sendable {
    /// PNGs in this folder; a name with no file there is a drawing problem naming the file.
    case folder(String)
    /// Every bare name drawn as the placeholder, on purpose (the images come from the app).
    case placeholders

    /// `environment` with this declaration's image folder, unless it has one already.
    public func apply(to environment: Environment) -> Environment {
        var environment = environment
        if case .folder(let folder) = self, environment.imageFolder == nil { environment.imageFolder = folder }
        return environment
    }
}
