// The empty program `make bench` measures intentsh's start against, built as Swift builds a
// program by default (`swiftc -O`).
import Foundation

print("hi")
