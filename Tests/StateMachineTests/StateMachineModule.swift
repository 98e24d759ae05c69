// Tests for StateMachine live in this folder.
import Testing
