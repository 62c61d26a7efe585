// SPDX-License-Identifier: Apache-2.0
pragma solidity 0.8.37;

/// @title DevnetNames
/// @notice ENS-style names for the local devnet, answering the two universal-resolver calls that ENS clients
///         (viem's getEnsName, getEnsAddress, getEnsText, getEnsAvatar) make: `reverseWithGateways` and
///         `resolveWithGateways`. One contract is registry, resolver and reverse registrar at once: the admin
///         (the devnet deployer) assigns names, so the listed test accounts never spend gas on setup.
///         Forward and reverse records are kept consistent by construction (a name has one owner, an owner one
///         primary name). Not ENS: no labels, no off-chain lookups; the gateways argument is ignored.
contract DevnetNames {
    address public immutable admin;

    /// namehash(name) => owner
    mapping(bytes32 => address) public ownerOf;
    /// owner => primary name
    mapping(address => string) public nameOf;
    /// namehash(name) => key => value
    mapping(bytes32 => mapping(string => string)) private texts;

    event NameSet(address indexed owner, bytes32 indexed node, string name);
    event TextSet(bytes32 indexed node, string key, string value);

    error NotAdmin(address caller);
    error NameTaken(bytes32 node, address owner);
    /// The universal resolver's "no resolver" error: viem reads it as "no name" instead of failing.
    error ResolverNotFound(bytes name);
    error UnsupportedResolverProfile(bytes4 selector);

    bytes4 private constant ADDR_SELECTOR = 0x3b3b57de; // addr(bytes32)
    bytes4 private constant TEXT_SELECTOR = 0x59d1d43c; // text(bytes32,string)

    constructor() {
        admin = msg.sender;
    }

    /// @param node namehash(name), computed by the caller (ENS normalisation lives in the clients).
    function setName(address owner, string calldata name, bytes32 node) external {
        if (msg.sender != admin) revert NotAdmin(msg.sender);
        address current = ownerOf[node];
        if (current != address(0) && current != owner) revert NameTaken(node, current);
        ownerOf[node] = owner;
        nameOf[owner] = name;
        emit NameSet(owner, node, name);
    }

    function setText(bytes32 node, string calldata key, string calldata value) external {
        if (msg.sender != admin) revert NotAdmin(msg.sender);
        texts[node][key] = value;
        emit TextSet(node, key, value);
    }

    /// @notice Primary name of an address (the reverse record). `reverseName` is the 20-byte address.
    function reverseWithGateways(bytes calldata reverseName, uint256, string[] calldata)
        external
        view
        returns (string memory resolvedName, address resolver, address reverseResolver)
    {
        if (reverseName.length != 20) return ("", address(0), address(0));
        address owner = address(bytes20(reverseName));
        return (nameOf[owner], address(this), address(this));
    }

    /// @notice Forward records: `addr(bytes32)` and `text(bytes32,string)` encoded in `data`.
    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata)
        external
        view
        returns (bytes memory result, address resolver)
    {
        if (data.length < 36) revert UnsupportedResolverProfile(bytes4(0));
        bytes4 selector = bytes4(data[:4]);
        bytes32 node = bytes32(data[4:36]);
        if (ownerOf[node] == address(0)) revert ResolverNotFound(name);
        if (selector == ADDR_SELECTOR) return (abi.encode(ownerOf[node]), address(this));
        if (selector == TEXT_SELECTOR) {
            (, string memory key) = abi.decode(data[4:], (bytes32, string));
            return (abi.encode(texts[node][key]), address(this));
        }
        revert UnsupportedResolverProfile(selector);
    }
}
