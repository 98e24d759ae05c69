// Tests for Flexbox live in this folder.
import Testing
