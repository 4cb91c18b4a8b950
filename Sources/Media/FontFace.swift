/// A font file (and the face within it, for collections) chosen for a `FontDescriptor`,
/// with the styles FreeType must fake because the family has no such face.
public struct FontFace: Hashable, Sendable {
    public var path: String
    public var faceIndex: Int
    public var syntheticBold: Bool
    public var syntheticItalic: Bool

    public init(path: String, faceIndex: Int = 0, syntheticBold: Bool = false, syntheticItalic: Bool = false) {
        self.path = path
        self.faceIndex = faceIndex
        self.syntheticBold = syntheticBold
        self.syntheticItalic = syntheticItalic
    }
}
