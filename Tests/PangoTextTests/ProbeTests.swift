import Testing
import PangoText
import Text
