#!/usr/bin/env python3
"""Validate JSON instances against a JSON Schema (draft 2020-12).

usage: validate.py SCHEMA.json INSTANCE.json [INSTANCE.json ...]

Checks the schema itself (Draft202012Validator.check_schema), then every instance. Prints one line
per problem (`FILE: $.json.path: message`) and exits 0 when everything is valid, 1 when a schema or
instance is invalid, 2 on usage errors or when the `jsonschema` package is missing (`make setup`
installs python3-jsonschema).
"""
import json
import sys


def path_of(error):
    """The JSON path of an error in the project's spelling ($.a[3]["b c"])."""
    out = "$"
    for part in error.absolute_path:
        if isinstance(part, int):
            out += "[%d]" % part
        elif part.isidentifier() and part.isascii():
            out += "." + part
        else:
            out += "[" + json.dumps(part) + "]"
    return out


def main(argv):
    if len(argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    try:
        from jsonschema import Draft202012Validator
        from jsonschema.exceptions import SchemaError
    except ImportError:
        print("the Python package jsonschema is missing: run `make setup`", file=sys.stderr)
        return 2
    with open(argv[0], encoding="utf-8") as f:
        schema = json.load(f)
    try:
        Draft202012Validator.check_schema(schema)
    except SchemaError as error:
        print("%s: invalid schema: %s" % (argv[0], error.message))
        return 1
    validator = Draft202012Validator(schema)
    failed = False
    for name in argv[1:]:
        with open(name, encoding="utf-8") as f:
            instance = json.load(f)
        for error in sorted(validator.iter_errors(instance), key=lambda e: list(map(str, e.absolute_path))):
            print("%s: %s: %s" % (name, path_of(error), error.message))
            failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
