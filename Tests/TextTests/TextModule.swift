// Tests for Text live in this folder.
import Testing
