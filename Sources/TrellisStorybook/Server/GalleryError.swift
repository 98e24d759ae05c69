import Hummingbird
import JSONPaths
import PropsJSON

/// A request the gallery cannot serve, answered with a 4xx and a JSON body naming what is wrong:
/// `{"error": "…", "path": "$.login"}` (and `line`/`column` for malformed JSON), so the page can show
/// the message next to the control the path names. Never a crash, never a 5xx for bad input.
struct GalleryError: Error, HTTPResponseError, CustomStringConvertible {
    var status: HTTPResponse.Status
    var message: String
    /// The JSON path of an invalid Props value.
    var path: JSONPath?
    var line: Int?
    var column: Int?

    init(_ status: HTTPResponse.Status, _ message: String) {
        self.status = status
        self.message = message
    }

    /// Props that did not decode: 422 with the decoder's path (or line and column).
    init(props error: PropsJSONError) {
        self.init(.unprocessableContent, "invalid Props: \(error)")
        path = error.path
        line = error.line
        column = error.column
    }

    var description: String { message }

    var json: JSONValue {
        var members: [(String, JSONValue)] = [("error", .string(message)), ("status", .number(Double(status.code)))]
        if let path { members.append(("path", .string(path.description))) }
        if let line { members.append(("line", .number(Double(line)))) }
        if let column { members.append(("column", .number(Double(column)))) }
        return .object(members)
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        Response.json(json, status: status)
    }
}

extension Response {
    /// `value` serialised compactly as `application/json`.
    static func json(_ value: JSONValue, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
                 body: ResponseBody(byteBuffer: ByteBuffer(bytes: value.serialized(pretty: false))))
    }
}
