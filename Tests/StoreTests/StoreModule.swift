// Tests for Store live in this folder.
import Testing
