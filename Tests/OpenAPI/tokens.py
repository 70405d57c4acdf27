"""Prints the session tokens the schemathesis run sends, one per line as NAME=TOKEN: a new customer's (registered
here) and the demo shop's owner's (the admin `DemoStaff.owner`, whose role every staff route but the couriers'
admits) and manager's (`DemoStaff.members`, who works the registers of the first shop).

Usage: tokens.py BASE_URL
"""
import base64
import json
import random
import sys
import urllib.request

PASSWORD = "Meowls2024"
OWNER = "79990000000"
MANAGER = "79990000001"


def call(base, path, body=None, basic=None):
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(base + "/api/v1" + path, data=data, method="POST")
    if body is not None:
        request.add_header("Content-Type", "application/json")
    if basic is not None:
        request.add_header("Authorization", "Basic " + base64.b64encode(basic.encode()).decode())
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read())


def main():
    base = sys.argv[1]
    phone = "7913" + "".join(random.choice("0123456789") for _ in range(7))
    user = call(base, "/users/create", {"phone": phone, "password": PASSWORD, "confirm_password": PASSWORD})
    print("CUSTOMER=" + user["authentication"]["token"])
    print("ADMIN=" + call(base, "/pos/login", basic=f"{OWNER}:{PASSWORD}")["authentication"]["token"])
    print("MANAGER=" + call(base, "/pos/login", basic=f"{MANAGER}:{PASSWORD}")["authentication"]["token"])


if __name__ == "__main__":
    main()
