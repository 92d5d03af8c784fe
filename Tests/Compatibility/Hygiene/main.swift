// Runs the code generated from hostile names and edge defaults (the golden fixtures hygiene-field-names and
// defaults-numbers, built into this program): a field named `userInfo` is written under its key, not as the whole
// dictionary; fields named like modules and types keep their values; every default runs without trapping and has
// the value its spec wrote. Prints a line per check and exits 1 when one fails.

import Foundation
import NotigenRuntime

let checks = Checks()

let url = URL(fileURLWithPath: "/tmp/order")
let order = NotigenEvent<Shop, Shop.DidOrder>.didOrder(
    Shop: 1, String: "text", Int: 2, URL: "not a URL", url: url, Swift: 3, Foundation: true, NotigenRuntime: 4,
    userInfo: 5, observer: 6, object: 7, center: 8, registration: 9, payload: 10, result: 11, newValue: 12,
    class: 13, let: 14, var: 15, Any: 16, notigenEncode: 17, _code: "code")
checks.expect(order.userInfo["userInfo"] as? Int == 5, "a field named userInfo is written under its key")
checks.expect(order.userInfo["Swift"] as? Int == 3, "a field named Swift is written under its key")
checks.expect(order.userInfo["inout"] as? Int == 1, "a field named inout takes its default")
checks.expect(order.userInfo["URL"] as? String == "not a URL", "a field named URL beside a field of type URL")
checks.expect(order.userInfo["url"] as? URL == url, "the field of type URL")
var fieldsOnly = order.userInfo
fieldsOnly["notigen.payload"] = nil
let decoded = NotigenKey<Shop, Shop.DidOrder>.didOrder.payload(
    of: Notification(name: order.name, object: nil, userInfo: fieldsOnly))
checks.expect(decoded?.userInfo == 5 && decoded?.Shop == 1 && decoded?.String == "text", "decoded from userInfo")
let refund = NotigenEvent<Shop, Shop.RefundResult>.refund(
    failure: CancellationError(), error: "late", failure: 2, `inout`: 3, _code: "c", _domain: 4,
    localizedDescription: 5)
checks.expect(refund.userInfo["reason"] as? String == "late", "a failure field named error, under its own key")
checks.expect(refund.userInfo["error"] is CancellationError, "the underlying error under 'error'")

let edges = NotigenEvent<Numbers, Numbers.Edges>.edges()
if let payload = edges.userInfo["notigen.payload"] as? Numbers.Edges {
    checks.expect(payload.huge == 18_446_744_073_709_551_616.0, "an integer above UInt64.max for a Double")
    checks.expect(payload.hugeHex == 0x1p69, "a hexadecimal integer above UInt64.max for a Double")
    checks.expect(payload.hugeOctal == 0x1p75, "an octal integer above UInt64.max for a Float")
    checks.expect(payload.floatInteger == 16_777_216, "16777217 as a Float")
    checks.expect(payload.nanKeys.count == 2, "two NaN keys are two keys")
    checks.expect(payload.floatKeys.count == 3, "Float keys that differ as values")
    checks.expect(payload.signedZero.sign == .minus, "-0.0 keeps its sign")
    checks.expect(payload.accent == "e\u{301}" && payload.flag == "🇫🇷" && payload.lineBreak == "\r\n", "characters")
    checks.expect(payload.smallest == Float.leastNormalMagnitude, "the smallest normal Float")
    checks.expect(payload.largest == Float.greatestFiniteMagnitude, "the largest Float")
    checks.expect(payload.inout == 3, "a field named inout")
} else {
    checks.expect(false, "the edges payload")
}
checks.finish()
