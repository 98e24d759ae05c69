/// The gallery page, served by ``GalleryServer``: the markup and style in `gallery.html` at
/// `GET /`, its script (plain ES2020, no libraries) in `gallery.js` at `GET /gallery.js`. Both are
/// resource files embedded in the binary at build time (`.embedInCode`): no CDN, no bundle to
/// install beside the app. `make test` checks the script with `node --check`.
enum GalleryPage {
    static let html = String(decoding: PackageResources.gallery_html, as: UTF8.self)
    static let script = String(decoding: PackageResources.gallery_js, as: UTF8.self)
    /// The live canvas's interpreter of mount instructions, `GET /host.js`.
    static let host = String(decoding: PackageResources.host_js, as: UTF8.self)
}
