import Foundation
import IntentKit

/// The folder of this module's bundled files: the demo data set and the bundled vocabulary.
let bundledFiles: URL = BundledResources.folder("intentsh_Store.resources") { Bundle.module }!
