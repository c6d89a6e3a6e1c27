// Gatsby's Link expects its page loader to exist.
global.___loader = { enqueue: jest.fn() };
