// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

interface IEnsRegistry {
    function resolver(bytes32 node) external view returns (address);
}

interface IExtendedResolver {
    function resolve(bytes memory name, bytes memory data) external view returns (bytes memory);
}

interface IAddrResolver {
    function addr(bytes32 node) external view returns (address);
}

interface IAddressResolver {
    function addr(bytes32 node, uint256 coinType) external view returns (bytes memory);
}

interface INameResolver {
    function name(bytes32 node) external view returns (string memory);
}

/// ENS's batch gateway (ENSIP-21): viem answers `x-batch-gateway:true` itself.
interface IBatchGateway {
    struct Request {
        address sender;
        string[] urls;
        bytes data;
    }

    function query(Request[] memory requests)
        external
        view
        returns (bool[] memory failures, bytes[] memory responses);
}

/// @title FoyerUniversalResolver
/// @notice The part of ENS's Universal Resolver that viem's `getEnsAddress`, `getEnsText`,
/// `getEnsAvatar`, `getEnsName` and `getEnsResolver` call: `findResolver(name)` gives the resolver
/// that answers for a name (its own, else the nearest parent's); `resolveWithGateways(name, data, gateways)` finds the name's resolver in the
/// registry (walking up to a wildcard ENSIP-10 resolver) and calls it; `reverseWithGateways(address,
/// coinType, gateways)` asks the resolver of the ENSIP-19 reverse name for the primary name and
/// forward-resolves that name, which must give the address back. A resolver's `OffchainLookup`
/// (EIP-3668) is passed on as this contract's own, addressed to the batch gateway `gateways`,
/// and `ccipCallback` continues the work with the gateway's answer.
contract FoyerUniversalResolver {
    uint256 private constant COIN_TYPE_ETH = 60;
    uint256 private constant COIN_TYPE_DEFAULT = 0x80000000;
    bytes4 private constant EXTENDED_RESOLVER = 0x9061b923;

    IEnsRegistry public immutable registry;

    enum Step {
        Resolve,
        ReverseName,
        ReverseAddress
    }

    /// A name's resolver, and the name's node.
    struct Lookup {
        address resolver;
        bool extended;
        bytes32 node;
    }

    /// A reverse resolution under way.
    struct Reverse {
        bytes lookupAddress;
        uint256 coinType;
        address reverseResolver;
        bool reverseExtended;
        string primary;
        address resolver;
        bool extended;
    }

    /// What `ccipCallback` needs to go on: the resolver, its callback and extra data, the step.
    struct Pending {
        address target;
        bytes4 callback;
        bytes extraData;
        Step step;
        bytes state;
        string[] gateways;
    }

    error OffchainLookup(
        address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData
    );
    error DNSDecodingFailed(bytes dns);
    error DNSEncodingFailed(string ens);
    error EmptyAddress();
    error HttpError(uint16 status, string message);
    error InvalidBatchGatewayResponse();
    error ResolverError(bytes errorData);
    error ResolverNotContract(bytes name, address resolver);
    error ResolverNotFound(bytes name);
    error ReverseAddressMismatch(string primary, bytes primaryAddress);

    constructor(IEnsRegistry ensRegistry) {
        registry = ensRegistry;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7;
    }

    /// ENS's `findResolver`: the resolver of DNS-encoded `name` or of its nearest parent that has
    /// one (the zero address when none has), `name`'s node, and the offset in `name` of the
    /// name the resolver is set on. Like ENS's, it does not check that the resolver is a
    /// contract or answers ENSIP-10 (`resolveWithGateways` does).
    function findResolver(bytes calldata name)
        external
        view
        returns (address resolver, bytes32 node, uint256 offset)
    {
        // _findResolver's node is always that of the name at the offset it was given.
        (resolver, node, offset) = _findResolver(name, 0);
    }

    /// `name` is DNS-encoded; `data` a resolver call such as `addr(node)`.
    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata gateways)
        external
        view
        returns (bytes memory result, address resolver)
    {
        Lookup memory lookup = _lookup(name);
        bytes memory call = lookup.extended
            ? abi.encodeCall(IExtendedResolver.resolve, (name, data))
            : data;
        bytes memory output = _call(lookup.resolver, call, gateways, Step.Resolve, abi.encode(lookup));
        (result, resolver) = abi.decode(output, (bytes, address));
    }

    /// The primary name of `lookupAddress` for `coinType` (ENSIP-19), forward-verified.
    function reverseWithGateways(
        bytes calldata lookupAddress,
        uint256 coinType,
        string[] calldata gateways
    ) external view returns (string memory primary, address resolver, address reverseResolver) {
        if (lookupAddress.length == 0) revert EmptyAddress();
        bytes memory name = _reverseName(lookupAddress, coinType);
        Lookup memory lookup = _lookup(name);
        bytes memory data = abi.encodeCall(INameResolver.name, (lookup.node));
        Reverse memory reverse;
        reverse.lookupAddress = lookupAddress;
        reverse.coinType = coinType;
        reverse.reverseResolver = lookup.resolver;
        reverse.reverseExtended = lookup.extended;
        bytes memory call = lookup.extended
            ? abi.encodeCall(IExtendedResolver.resolve, (name, data))
            : data;
        bytes memory output =
            _call(lookup.resolver, call, gateways, Step.ReverseName, abi.encode(reverse));
        (primary, resolver, reverseResolver) = abi.decode(output, (string, address, address));
    }

    /// Continues after the batch gateway answered a resolver's `OffchainLookup`; returns what
    /// the function that started the lookup returns.
    function ccipCallback(bytes calldata response, bytes calldata extraData) external view {
        Pending memory pending = abi.decode(extraData, (Pending));
        (bool[] memory failures, bytes[] memory responses) =
            abi.decode(response, (bool[], bytes[]));
        if (failures.length != 1 || responses.length != 1) revert InvalidBatchGatewayResponse();
        bytes memory answer = responses[0];
        if (failures[0]) {
            if (answer.length >= 4 && bytes4(answer) == HttpError.selector) {
                assembly {
                    revert(add(answer, 32), mload(answer))
                }
            }
            revert ResolverError(answer);
        }
        bytes memory output = _call(
            pending.target,
            abi.encodeWithSelector(pending.callback, answer, pending.extraData),
            pending.gateways,
            pending.step,
            pending.state
        );
        assembly {
            return(add(output, 32), mload(output))
        }
    }

    /// Calls `target` and continues with `step`; an `OffchainLookup` of `target` becomes ours.
    function _call(
        address target,
        bytes memory data,
        string[] memory gateways,
        Step step,
        bytes memory state
    ) private view returns (bytes memory) {
        (bool ok, bytes memory answer) = target.staticcall(data);
        if (ok) return _next(step, answer, state, gateways);
        if (answer.length < 4 || bytes4(answer) != OffchainLookup.selector) {
            revert ResolverError(answer);
        }
        Pending memory pending;
        pending.target = target;
        pending.step = step;
        pending.state = state;
        pending.gateways = gateways;
        _passOn(pending, answer);
    }

    /// Reverts `OffchainLookup` of this contract to the batch gateway with the resolver's one.
    function _passOn(Pending memory pending, bytes memory answer) private view {
        IBatchGateway.Request[] memory requests = new IBatchGateway.Request[](1);
        address sender;
        (sender, requests[0].urls, requests[0].data, pending.callback, pending.extraData) =
            abi.decode(_tail(answer), (address, string[], bytes, bytes4, bytes));
        if (sender != pending.target) revert ResolverError(answer);
        requests[0].sender = sender;
        revert OffchainLookup(
            address(this),
            pending.gateways,
            abi.encodeCall(IBatchGateway.query, (requests)),
            this.ccipCallback.selector,
            abi.encode(pending)
        );
    }

    /// The step after a resolver answered: the ABI-encoded outputs of the public function.
    function _next(Step step, bytes memory answer, bytes memory state, string[] memory gateways)
        private
        view
        returns (bytes memory)
    {
        if (step == Step.Resolve) {
            Lookup memory lookup = abi.decode(state, (Lookup));
            return abi.encode(_unwrap(answer, lookup.extended), lookup.resolver);
        }
        Reverse memory reverse = abi.decode(state, (Reverse));
        if (step == Step.ReverseName) {
            bytes memory result = _unwrap(answer, reverse.reverseExtended);
            string memory primary = result.length == 0 ? "" : abi.decode(result, (string));
            if (bytes(primary).length == 0) {
                return abi.encode("", address(0), reverse.reverseResolver);
            }
            return _resolveAddress(reverse, primary, gateways);
        }
        bytes memory resolved = _unwrap(answer, reverse.extended);
        bytes memory primaryAddress;
        if (resolved.length > 0) {
            primaryAddress = reverse.coinType == COIN_TYPE_ETH
                ? abi.encodePacked(abi.decode(resolved, (address)))
                : abi.decode(resolved, (bytes));
        }
        if (keccak256(primaryAddress) != keccak256(reverse.lookupAddress)) {
            revert ReverseAddressMismatch(reverse.primary, primaryAddress);
        }
        return abi.encode(reverse.primary, reverse.resolver, reverse.reverseResolver);
    }

    /// Forward resolution of the primary name, for the same coin type.
    function _resolveAddress(Reverse memory reverse, string memory primary, string[] memory gateways)
        private
        view
        returns (bytes memory)
    {
        bytes memory name = _dnsEncode(primary);
        Lookup memory lookup = _lookup(name);
        bytes memory data = reverse.coinType == COIN_TYPE_ETH
            ? abi.encodeCall(IAddrResolver.addr, (lookup.node))
            : abi.encodeCall(IAddressResolver.addr, (lookup.node, reverse.coinType));
        reverse.primary = primary;
        reverse.resolver = lookup.resolver;
        reverse.extended = lookup.extended;
        bytes memory call = lookup.extended
            ? abi.encodeCall(IExtendedResolver.resolve, (name, data))
            : data;
        return _call(lookup.resolver, call, gateways, Step.ReverseAddress, abi.encode(reverse));
    }

    /// An extended resolver's `resolve` returns the answer as `bytes`.
    function _unwrap(bytes memory answer, bool extended) private pure returns (bytes memory) {
        return extended ? abi.decode(answer, (bytes)) : answer;
    }

    /// The name's resolver: its own, else the nearest parent's when that one is ENSIP-10.
    function _lookup(bytes memory name) private view returns (Lookup memory lookup) {
        uint256 offset;
        (lookup.resolver, lookup.node, offset) = _findResolver(name, 0);
        if (lookup.resolver == address(0)) revert ResolverNotFound(name);
        if (lookup.resolver.code.length == 0) revert ResolverNotContract(name, lookup.resolver);
        (bool ok, bytes memory answer) = lookup.resolver.staticcall(
            abi.encodeWithSelector(0x01ffc9a7, EXTENDED_RESOLVER)
        );
        lookup.extended = ok && answer.length == 32 && abi.decode(answer, (bool));
        if (offset != 0 && !lookup.extended) revert ResolverNotFound(name);
    }

    /// The resolver of the suffix of `name` at `offset` or of its nearest parent that has one,
    /// the suffix's node, and the offset of the suffix the resolver belongs to.
    function _findResolver(bytes memory name, uint256 offset)
        private
        view
        returns (address resolver, bytes32 node, uint256 resolverOffset)
    {
        if (offset >= name.length) revert DNSDecodingFailed(name);
        uint256 length = uint8(name[offset]);
        if (length == 0) {
            if (offset + 1 != name.length) revert DNSDecodingFailed(name);
            return (registry.resolver(bytes32(0)), bytes32(0), offset);
        }
        uint256 next = offset + 1 + length;
        if (next >= name.length) revert DNSDecodingFailed(name);
        bytes32 parentNode;
        (resolver, parentNode, resolverOffset) = _findResolver(name, next);
        bytes32 labelHash;
        assembly {
            labelHash := keccak256(add(add(name, 33), offset), length)
        }
        node = keccak256(abi.encodePacked(parentNode, labelHash));
        address own = registry.resolver(node);
        if (own != address(0)) return (own, node, offset);
    }

    /// ENSIP-19: `<address hex>.addr.reverse` (coin type 60), `<…>.default.reverse` (the default
    /// EVM coin type), else `<…>.<coin type hex>.reverse`; DNS-encoded.
    function _reverseName(bytes memory lookupAddress, uint256 coinType)
        private
        pure
        returns (bytes memory)
    {
        bytes memory label = _hex(lookupAddress);
        bytes memory space = coinType == COIN_TYPE_ETH
            ? bytes("addr")
            : coinType == COIN_TYPE_DEFAULT ? bytes("default") : _hexNumber(coinType);
        if (label.length > 255) revert DNSEncodingFailed(string(label));
        return abi.encodePacked(
            uint8(label.length), label, uint8(space.length), space, uint8(7), "reverse", uint8(0)
        );
    }

    /// `a.b.c` as DNS wire format; every label 1 to 255 bytes.
    function _dnsEncode(string memory name) private pure returns (bytes memory encoded) {
        bytes memory text = bytes(name);
        encoded = new bytes(text.length + 2);
        uint256 start = 0;
        for (uint256 i = 0; i <= text.length; i++) {
            if (i == text.length || text[i] == ".") {
                uint256 length = i - start;
                if (length == 0 || length > 255) revert DNSEncodingFailed(name);
                encoded[start] = bytes1(uint8(length));
                start = i + 1;
            } else {
                encoded[i + 1] = text[i];
            }
        }
    }

    function _hex(bytes memory data) private pure returns (bytes memory text) {
        bytes16 digits = "0123456789abcdef";
        text = new bytes(data.length * 2);
        for (uint256 i = 0; i < data.length; i++) {
            text[2 * i] = digits[uint8(data[i]) >> 4];
            text[2 * i + 1] = digits[uint8(data[i]) & 15];
        }
    }

    /// Lowercase hex without leading zeros.
    function _hexNumber(uint256 value) private pure returns (bytes memory) {
        bytes16 digits = "0123456789abcdef";
        uint256 length = 1;
        for (uint256 rest = value >> 4; rest != 0; rest >>= 4) length++;
        bytes memory text = new bytes(length);
        for (uint256 i = length; i > 0; i--) {
            text[i - 1] = digits[value & 15];
            value >>= 4;
        }
        return text;
    }

    /// `data` without its first 4 bytes (an error's selector).
    function _tail(bytes memory data) private pure returns (bytes memory tail) {
        tail = new bytes(data.length - 4);
        assembly {
            mcopy(add(tail, 32), add(data, 36), mload(tail))
        }
    }
}
