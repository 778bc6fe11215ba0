//! Schemas of the tools' numbers as JSON Schema validators know them: schemars writes
//! Rust's `usize` with a `uint` format of its own, which clients' validators (Ajv in
//! the TypeScript SDK) warn about on every call.

use schemars::{json_schema, Schema, SchemaGenerator};

/// A count or a position: a whole number from 0.
pub(crate) fn whole_number(_: &mut SchemaGenerator) -> Schema {
    json_schema!({"type": "integer", "minimum": 0})
}

/// An optional count of results, from 1 to 50.
pub(crate) fn optional_limit(_: &mut SchemaGenerator) -> Schema {
    json_schema!({"type": ["integer", "null"], "minimum": 1, "maximum": 50})
}
