import Geometry
import Layers
import Raster

/// UITextField: one line of editable text. A tap makes it first responder (resigning the
/// one before); typed text goes in at the end, where a blinking caret stands, Backspace
/// takes the last character away and Return ends the editing as its delegate and targets
/// say. Empty, it shows its placeholder in grey; with `isSecureTextEntry` a dot stands for
/// each character. The caret blinks on the scene clock (`host`), so a replay blinks alike.
///
/// The text holds at most `maxLength` characters, and only what can show is laid out: the
/// start of the text, or its end while editing (where the caret is), as UIKit scrolls it.
public final class TextField: Control {
    /// UITextField.BorderStyle.
    public enum BorderStyle: String, CaseIterable, Sendable {
        case none, line, bezel, roundedRect
    }

    /// The most characters a text field holds; text past it is refused (typed, pasted or
    /// set), with a note through the keyboard focus. UIKit has no limit, but a megabyte
    /// pasted must not stall the scene.
    public static let maxLength = 100_000
    /// The caret's width, in points.
    public static let caretWidth = 2.0
    /// The caret shows for the first half of each period and hides for the second,
    /// restarting with each edit, as UIKit's does (about half a second each way; Apple does
    /// not publish the rate).
    public static let blinkPeriod = 1.0
    /// UIColor.placeholderText (light mode).
    public static let placeholderColor = Color(red: 60 / 255.0, green: 60 / 255.0, blue: 67 / 255.0, alpha: 0.3)
    /// The border of `roundedRect`: a light grey. UIKit draws it from an image whose colour it
    /// does not publish; this grey is what it looks like.
    public static let roundedRectBorderColor = Color(red: 0.8, green: 0.8, blue: 0.8)

    /// The clock the caret blinks on; without one it shows steadily while editing.
    public var host: AnimationHost?
    /// The scene's first responder, shared by its text fields; without one a text field
    /// edits on its own.
    public var keyboard: KeyboardFocus?
    /// Held strongly, unlike UIKit's weak delegate: a scene's delegate is a table that nothing
    /// else keeps.
    public var delegate: TextFieldDelegate?
    /// How the caret finds the end of the text.
    public var textMeasurer: any TextMeasuring = EstimatedTextMeasure() {
        didSet { layoutContent() }
    }

    /// The text, held here rather than in the text layer, which shows only what fits.
    private var storage = ""
    /// `storage.count` and `storage.utf16.count`, kept as the text changes so typing into a
    /// long text does not count it all again at each key.
    private(set) var characterCount = 0
    private(set) var utf16Count = 0
    /// Whether the note about `maxLength` has been given for this text field.
    private var warnedAboutLength = false

    /// Draws the border style's background and border under the text.
    let backgroundLayer = Layer()
    /// Draws the part of the text (or placeholder) that shows.
    let textLayer = TextLayer()
    /// The caret: a bar in the tint colour after the text, while editing.
    let caretLayer = Layer()

    public init() {
        super.init(layerType: Layer.self)
        textLayer.verticalAlignment = .center
        textLayer.isWrapped = false
        caretLayer.isHidden = true
        layer.addSublayer(backgroundLayer)
        layer.addSublayer(textLayer)
        layer.addSublayer(caretLayer)
        layoutContent()
    }

    override public class var typeName: String { "TextField" }
    override public class var properties: [String: ViewProperty] { textFieldTable }

    /// UITextField.text. Setting it replaces the text at once (no delegate call, no
    /// `editingChanged`, as in UIKit), keeping at most `maxLength` characters.
    public var text: String {
        get { storage }
        set {
            let count = newValue.count
            storage = count > TextField.maxLength ? String(newValue.prefix(TextField.maxLength)) : newValue
            if count > TextField.maxLength { warnAboutLength() }
            characterCount = min(count, TextField.maxLength)
            utf16Count = storage.utf16.count
            layoutContent()
        }
    }
    /// Shown in grey while the text is empty.
    public var placeholder: String? {
        didSet { layoutContent() }
    }
    /// The font; UIKit's default is the 17-point system font.
    public var font = Font.system(size: 17) {
        didSet { layoutContent() }
    }
    public var textColor: Color? = .black {
        didSet { layoutContent() }
    }
    public var textAlignment = Label.TextAlignment.natural {
        didSet { layoutContent() }
    }
    public var borderStyle = BorderStyle.none {
        didSet { layoutContent() }
    }
    /// Shows a "•" for each character instead of the text.
    public var isSecureTextEntry = false {
        didSet { layoutContent() }
    }
    /// Empties the text each time the text field becomes first responder.
    public var clearsOnBeginEditing = false
    /// The caret's colour (UIView.tintColor); nil is system blue.
    public var tintColor: Color? {
        didSet { layoutContent() }
    }
    /// True while the text field is first responder.
    public internal(set) var isEditing = false

    /// UIResponder.isFirstResponder: the same as `isEditing` for a text field.
    public var isFirstResponder: Bool { isEditing }

    override func boundsDidChange() { layoutContent() }

    /// A tap makes the text field first responder, as UIKit's does when the touch ends on it.
    override func touchUpInsideDidEnd() throws { try becomeFirstResponder() }

    // MARK: Showing the text

    /// The rectangle the text is laid out in: the bounds less the border style's margin.
    var textRect: Rect {
        let inset = borderStyle.textInset
        return Rect(x: bounds.minX + inset, y: bounds.minY, width: max(bounds.width - 2 * inset, 0), height: bounds.height)
    }

    /// At most how many characters can show across `width` points: none of a font's
    /// characters is narrower than a fifth of an em, nor are more than 4,096 laid out (a
    /// scene may make a text field a billion points wide).
    private func visibleLimit(across width: Double) -> Int {
        let narrowest = max(fontSize * 0.2, 0.25)
        let fitting = width / narrowest
        guard fitting < 4_095 else { return 4_096 }
        return fitting > 0 ? Int(fitting.rounded(.up)) + 1 : 1
    }

    /// The font's size when it is a usable one, else 0.
    private var fontSize: Double { font.size.isFinite && font.size > 0 ? font.size : 0 }

    /// Lays out the background, the text that shows and the caret after it.
    func layoutContent() {
        backgroundLayer.frame = bounds
        borderStyle.style(backgroundLayer)
        let rect = textRect
        let available = max(rect.width - (isEditing ? TextField.caretWidth : 0), 0)
        let limit = visibleLimit(across: rect.width)
        let shown: String, color: Color?
        var fits = true
        if storage.isEmpty {
            shown = String((placeholder ?? "").prefix(limit))
            color = TextField.placeholderColor
        } else if isEditing {
            // The end of the text, where the caret is: as much of it as fits.
            (shown, fits) = fittingTail(of: displayed(storage.suffix(limit)), across: available)
            color = textColor
        } else {
            shown = displayed(storage.prefix(limit))
            color = textColor
        }
        // A width that is not a number (a font of no usable size) counts as overflowing.
        let measured = textMeasurer.width(of: shown, font: font)
        let width = measured.isFinite ? max(measured, 0) : .infinity
        if width > available { fits = false }
        // Text that overflows starts at the leading edge; text that fits is aligned.
        let start: Double = switch (fits, textAlignment) {
        case (true, .center): rect.minX + (available - width) / 2
        case (true, .right): rect.minX + available - width
        default: rect.minX
        }
        textLayer.string = shown
        textLayer.font = font
        textLayer.fontSize = font.size
        textLayer.foregroundColor = color
        textLayer.alignmentMode = .left
        textLayer.frame = Rect(x: start, y: rect.minY, width: max(rect.maxX - start, 0), height: rect.height)
        let caretHeight = min(fontSize * 1.2, bounds.height)
        // With no text the caret stands where text would begin, whatever the placeholder.
        let caretX: Double = switch (storage.isEmpty, textAlignment) {
        case (false, _): start + min(width, available)
        case (true, .center): rect.minX + available / 2
        case (true, .right): rect.minX + available
        default: rect.minX
        }
        caretLayer.frame = Rect(x: caretX, y: bounds.midY - caretHeight / 2, width: TextField.caretWidth, height: caretHeight)
        caretLayer.backgroundColor = tintColor ?? Color(red: 0, green: 122 / 255.0, blue: 1)
        caretLayer.isHidden = !isEditing
    }

    /// The text as it shows: itself, or a dot for each character when secure.
    private func displayed(_ text: Substring) -> String {
        isSecureTextEntry ? String(repeating: "•", count: text.count) : String(text)
    }

    /// The longest end of `text` no wider than `width` points (found by halving), and
    /// whether that is all of it.
    private func fittingTail(of text: String, across width: Double) -> (String, Bool) {
        if textMeasurer.width(of: text, font: font) <= width { return (text, true) }
        let characters = Array(text)
        // Keep `low` characters (they fit) and search up to `high` (they do not).
        var low = 0, high = characters.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if textMeasurer.width(of: String(characters.suffix(middle)), font: font) <= width { low = middle } else { high = middle }
        }
        return (String(characters.suffix(low)), false)
    }

    // MARK: The length limit

    /// Says once per text field that text past `maxLength` was refused.
    func warnAboutLength() {
        guard !warnedAboutLength else { return }
        warnedAboutLength = true
        let which = name.map { "text field '\($0)'" } ?? "an unnamed text field"
        keyboard?.onWarning?("\(which) holds at most \(TextField.maxLength) characters; the text past that was refused")
    }

    /// Appends `piece` to the text, keeping the counts: a piece that starts with a combining
    /// mark joins the last character rather than adding one.
    func append(_ piece: String) {
        let joins = storage.last.map { last in piece.first.map { (String(last) + String($0)).count == 1 } ?? false } ?? false
        characterCount += piece.count - (joins ? 1 : 0)
        utf16Count += piece.utf16.count
        storage += piece
    }

    /// Takes the last character (one grapheme: "👍🏽" or "é" as typed) away.
    func removeLast() {
        guard let last = storage.popLast() else { return }
        characterCount -= 1
        utf16Count -= last.utf16.count
    }
}

extension TextField.BorderStyle {
    /// How far the text stands in from each side. UIKit does not publish its margins; these
    /// are what its text fields look like.
    var textInset: Double {
        switch self {
        case .none: return 0
        case .line, .bezel: return 2
        case .roundedRect: return 7
        }
    }

    /// Gives `layer` this style's background and border: `roundedRect` a white background
    /// with a 0.5-point light grey border and a 5-point corner radius, as UIKit draws it;
    /// `line` a 1-point dark border; `bezel` a 1-point grey one (UIKit's bezel is a bevelled
    /// image, which this only approximates); `none` nothing.
    func style(_ layer: Layer) {
        switch self {
        case .none:
            layer.backgroundColor = nil
            layer.borderWidth = 0
            layer.cornerRadius = 0
        case .line:
            layer.backgroundColor = nil
            layer.borderWidth = 1
            layer.borderColor = Color(red: 0.2, green: 0.2, blue: 0.2)
            layer.cornerRadius = 0
        case .bezel:
            layer.backgroundColor = .white
            layer.borderWidth = 1
            layer.borderColor = Color(red: 0.6, green: 0.6, blue: 0.6)
            layer.cornerRadius = 0
        case .roundedRect:
            layer.backgroundColor = .white
            layer.borderWidth = 0.5
            layer.borderColor = TextField.roundedRectBorderColor
            layer.cornerRadius = 5
        }
    }
}
