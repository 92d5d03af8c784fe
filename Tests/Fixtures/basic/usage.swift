import Foundation
import NotigenRuntime

func usage(center: NotificationCenter) -> [NotigenToken] {
    Barista.post(.makeCoffee)
    Barista.post(.didServe(drink: "latte"), object: nil, center: center)
    Barista.post(.didServe(drink: "flat white", size: 8))
    let name: Notification.Name = Barista.Name.didServe.name
    _ = name
    return [
        Barista.observe(.makeCoffee) { print("coffee") },
        Barista.observe(.didServe, center: center) { (payload: Barista.DidServe) in print(payload.drink, payload.size) },
        Barista.observe(.didRunOut, object: center, queue: .main) {},
    ]
}
