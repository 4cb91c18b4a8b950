import Layers
import Raster

/// UIBlurEffect.Style. The looks follow Apple's UIImage+ImageEffects sample (WWDC 2013), the
/// published recipe for iOS's blurs: a Gaussian blur of the given deviation in points, a
/// saturation boost of 1.8 and a tint over the result. `regular` and `prominent` are the
/// light-mode looks of `light` and `extraLight`.
public enum BlurStyle: String, CaseIterable, Sendable {
    case extraLight, light, dark, regular, prominent

    var backdrop: BackdropValues {
        let (radius, white, alpha): (Double, Double, Double) = switch self {
        case .light, .regular: (30, 1, 0.3)
        case .extraLight, .prominent: (20, 0.97, 0.82)
        case .dark: (20, 0.11, 0.73)
        }
        return BackdropValues(blurRadius: radius, saturation: 1.8,
                              tintColor: Color(red: white, green: white, blue: white, alpha: alpha),
                              vibrancy: vibrancy, vibrancyAmount: 0)
    }

    /// How vibrant content blends into this blur: lighter over the dark one, darker over the light ones.
    var vibrancy: BackdropLayer.Vibrancy { self == .dark ? .lighten : .darken }
}
