// Tests for Diffing live in this folder.
import Testing
