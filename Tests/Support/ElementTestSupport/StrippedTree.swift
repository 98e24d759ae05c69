import TrellisElements

extension MountedNode {
    /// The node as a host knows it: hosts never see element keys or Commands.
    public var withoutKeysAndCommands: MountedNode {
        MountedNode(id: id, kind: kind, key: nil, frame: frame, props: props, children: children.map(\.withoutKeysAndCommands))
    }
}
