// Gatsby in unit tests: a template's page query is the test's to supply, so `graphql` does nothing.
module.exports = { ...jest.requireActual<object>("gatsby"), graphql: jest.fn() };
