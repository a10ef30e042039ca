// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @notice ERC-721 receiver hook, called by `safeTransferFrom` on contract recipients.
interface IERC721Receiver {
    function onERC721Received(
        address operator,
        address from,
        uint256 tokenId,
        bytes calldata data
    ) external returns (bytes4);
}

/// @title FoyerCollectible
/// @notice A minimal ERC-721 (with metadata) for the Foyer dev chains. The constructor mints
/// `perHolder` tokens to each holder: holder `i` gets the ids `i * perHolder + 1` to
/// `(i + 1) * perHolder`. `tokenURI(id)` is the base URI followed by the decimal id; the owner
/// (the deployer) may change the base URI, since the metadata server's address is known only
/// when the dev stack starts.
contract FoyerCollectible {
    string public name;
    string public symbol;
    string public baseURI;
    address public immutable owner;

    mapping(uint256 => address) private owners;
    mapping(address => uint256) private balances;
    mapping(uint256 => address) private tokenApprovals;
    mapping(address => mapping(address => bool)) private operatorApprovals;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);
    event BaseURISet(string baseURI);

    error NotOwner(address caller);
    error NonexistentToken(uint256 tokenId);
    error InvalidOwner(address owner);
    error IncorrectOwner(address from, uint256 tokenId, address owner);
    error NotAuthorized(address operator, uint256 tokenId);
    error InvalidReceiver(address to);

    bytes4 private constant ERC165_ID = 0x01ffc9a7;
    bytes4 private constant ERC721_ID = 0x80ac58cd;
    bytes4 private constant ERC721_METADATA_ID = 0x5b5e139f;

    constructor(
        string memory name_,
        string memory symbol_,
        string memory baseURI_,
        address[] memory holders,
        uint256 perHolder
    ) {
        name = name_;
        symbol = symbol_;
        baseURI = baseURI_;
        owner = msg.sender;
        uint256 tokenId = 0;
        for (uint256 i = 0; i < holders.length; i++) {
            for (uint256 j = 0; j < perHolder; j++) {
                tokenId++;
                _mint(holders[i], tokenId);
            }
        }
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return
            interfaceId == ERC165_ID ||
            interfaceId == ERC721_ID ||
            interfaceId == ERC721_METADATA_ID;
    }

    function balanceOf(address holder) external view returns (uint256) {
        if (holder == address(0)) revert InvalidOwner(holder);
        return balances[holder];
    }

    function ownerOf(uint256 tokenId) public view returns (address) {
        address holder = owners[tokenId];
        if (holder == address(0)) revert NonexistentToken(tokenId);
        return holder;
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        bytes memory base = bytes(baseURI);
        if (base.length == 0) return "";
        return string.concat(baseURI, _decimal(tokenId));
    }

    function setBaseURI(string calldata baseURI_) external {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        baseURI = baseURI_;
        emit BaseURISet(baseURI_);
    }

    function approve(address approved, uint256 tokenId) external {
        address holder = ownerOf(tokenId);
        if (msg.sender != holder && !operatorApprovals[holder][msg.sender]) {
            revert NotAuthorized(msg.sender, tokenId);
        }
        tokenApprovals[tokenId] = approved;
        emit Approval(holder, approved, tokenId);
    }

    function getApproved(uint256 tokenId) external view returns (address) {
        ownerOf(tokenId);
        return tokenApprovals[tokenId];
    }

    function setApprovalForAll(address operator, bool approved) external {
        operatorApprovals[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function isApprovedForAll(address holder, address operator) external view returns (bool) {
        return operatorApprovals[holder][operator];
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        if (to == address(0)) revert InvalidReceiver(to);
        address holder = ownerOf(tokenId);
        if (holder != from) revert IncorrectOwner(from, tokenId, holder);
        if (
            msg.sender != holder &&
            tokenApprovals[tokenId] != msg.sender &&
            !operatorApprovals[holder][msg.sender]
        ) {
            revert NotAuthorized(msg.sender, tokenId);
        }
        delete tokenApprovals[tokenId];
        unchecked {
            balances[from] -= 1;
            balances[to] += 1;
        }
        owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(
        address from,
        address to,
        uint256 tokenId,
        bytes memory data
    ) public {
        transferFrom(from, to, tokenId);
        if (to.code.length == 0) return;
        try IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data) returns (
            bytes4 answer
        ) {
            if (answer != IERC721Receiver.onERC721Received.selector) revert InvalidReceiver(to);
        } catch (bytes memory reason) {
            if (reason.length == 0) revert InvalidReceiver(to);
            assembly ("memory-safe") {
                revert(add(reason, 32), mload(reason))
            }
        }
    }

    function _mint(address to, uint256 tokenId) private {
        if (to == address(0)) revert InvalidReceiver(to);
        owners[tokenId] = to;
        unchecked {
            balances[to] += 1;
        }
        emit Transfer(address(0), to, tokenId);
    }

    function _decimal(uint256 value) private pure returns (string memory) {
        if (value == 0) return "0";
        uint256 digits = 0;
        for (uint256 rest = value; rest != 0; rest /= 10) digits++;
        bytes memory text = new bytes(digits);
        for (uint256 rest = value; rest != 0; rest /= 10) {
            digits--;
            text[digits] = bytes1(uint8(48 + (rest % 10)));
        }
        return string(text);
    }
}
