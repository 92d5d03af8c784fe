// Test-only: OpenCombine under Combine's module name, so that code written for Apple's Combine builds on Linux.
@_exported import OpenCombine
